import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { todayIn } from '../../shared/dates.js';
import { createBuiltinProvider } from './builtin.js';
import { createOpenAiProvider } from './openai.js';
import type { AiContext, AiProvider, AiUser } from './provider.js';
import { createUserData } from './user-data.js';

export type { AiContext, AiProvider } from './provider.js';

export function createAiProvider(config: Config['ai'], logger?: FastifyBaseLogger): AiProvider {
  if (config.provider === 'openai' && config.model) {
    return createOpenAiProvider({
      baseUrl: config.baseUrl,
      apiKey: config.apiKey,
      model: config.model,
      onFallback: (operation, err) => logger?.warn({ err, operation }, 'AI model failed; the built-in assistant answered'),
    });
  }
  return createBuiltinProvider();
}

export function createAiContext(db: Db, user: AiUser, now: Date = new Date()): AiContext {
  return { user: { id: user.id, timezone: user.timezone, firstName: user.firstName }, data: createUserData(db, user.id), now, today: todayIn(user.timezone, now) };
}
