import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { TimeBlockChangeListener } from '../time-blocks/index.js';
import { todayIn } from '../../../shared/dates.js';
import { DEFAULT_WORKDAY } from '../../../shared/plan-day.js';
import { pickLocale } from '../../../shared/format.js';
import { currentUser } from '../../plugins/session.js';
import { replyFormatter } from './facts.js';
import { createBuiltinProvider } from './providers/builtin.js';
import { createOpenAiProvider } from './providers/openai.js';
import type { AiContext, AiProvider, AiUser } from './provider.js';
import { createUserData } from './user-data.js';
import { createUndoHandles } from './undo-handles.repo.js';

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

/** The signed-in user as the assistant writes for them: their settings and the language of the request. */
export function readerOf(request: FastifyRequest): AiUser {
  return { ...currentUser(request), locale: pickLocale(request.headers['accept-language']) };
}

export interface AiContextOptions {
  /** Told of every block the assistant changes, e.g. to push it to a connected calendar. */
  blockListener?: TimeBlockChangeListener;
  logger?: FastifyBaseLogger;
}

export function createAiContext(db: Db, user: AiUser, now: Date = new Date(), options: AiContextOptions = {}): AiContext {
  const { id, timezone, firstName, numberBase = 'decimal', timeFormat = null, locale, weightUnit = 'lbs', healthTargets = {} } = user;
  const workday = { workdayStart: user.workdayStart ?? DEFAULT_WORKDAY.start, workdayEnd: user.workdayEnd ?? DEFAULT_WORKDAY.end };
  return {
    user: { id, timezone, firstName, numberBase, timeFormat, locale, weightUnit, healthTargets },
    data: createUserData(db, id, { now: () => now, timezone, healthTargets, ...workday, ...options }),
    now,
    today: todayIn(timezone, now),
    fmt: replyFormatter({ numberBase, timeFormat, timezone, locale, now: () => now }),
    undoHandles: createUndoHandles(db, id, () => now),
  };
}
