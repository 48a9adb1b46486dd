import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { todayIn } from '../../../shared/dates.js';
import { DEFAULT_WORKDAY } from '../../../shared/plan-day.js';
import { pickLocale } from '../../../shared/format.js';
import { currentUser } from '../../plugins/session.js';
import { replyFormatter } from './facts.js';
import { createBuiltinProvider } from './providers/builtin.js';
import { createOpenAiProvider } from './providers/openai.js';
import type { AiContext, AiProvider, AiUser } from './provider.js';
import { createUserData, type UserDataServices } from './user-data.js';
import type { UndoHandlesRepo } from './undo-handles.repo.js';

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

/** What the assistant reads and changes the user's data through: the other features' services and its undo handles. */
export interface AssistantServices extends UserDataServices {
  undoHandles: UndoHandlesRepo;
}

/** Makes the context of one provider call: the user, their data through the services, and "now" held for the call. */
export function createAiContexts(services: AssistantServices) {
  return (user: AiUser, now: Date = new Date()): AiContext => {
    const { id, timezone, firstName, numberBase = 'decimal', timeFormat = null, locale, weightUnit = 'lbs', healthTargets = {} } = user;
    const workday = { workdayStart: user.workdayStart ?? DEFAULT_WORKDAY.start, workdayEnd: user.workdayEnd ?? DEFAULT_WORKDAY.end };
    return {
      user: { id, timezone, firstName, numberBase, timeFormat, locale, weightUnit, healthTargets },
      data: createUserData(services, id, { timezone, healthTargets, numberBase, timeFormat, ...workday }),
      now,
      today: todayIn(timezone, now),
      fmt: replyFormatter({ numberBase, timeFormat, timezone, locale, now: () => now }),
      undoHandles: services.undoHandles.forUser(id, () => now),
    };
  };
}

export type AiContextFactory = ReturnType<typeof createAiContexts>;
