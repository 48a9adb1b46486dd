import type { NumberBase } from '../../../shared/dozenal.js';
import type { Formatter, TimeFormat } from '../../../shared/format.js';
import type { WeightUnit } from '../../../shared/health-metrics.js';
import type { ChatAnswer } from '../../../shared/schemas/chat.js';
import type { InsightDraft } from '../../../shared/schemas/insights.js';
import type { ReviewContent } from '../../../shared/schemas/progress-reviews.js';
import type { ReviewWeek } from '../../../shared/review-weeks.js';
import type { UserData } from './user-data.js';
import type { ChatMeta } from './understand/state.js';
import type { UndoHandles } from './undo-handles.repo.js';

export interface AiUser {
  id: string;
  timezone: string;
  firstName: string | null;
  numberBase?: NumberBase;
  timeFormat?: TimeFormat | null;
  /** The language the request came in (Accept-Language), for dates in the replies. */
  locale?: string;
  /** How weight is written in the replies; stored weights are pounds. */
  weightUnit?: WeightUnit;
  /** The health targets the user set; a metric not named keeps its default target. */
  healthTargets?: Readonly<Record<string, number>>;
  /** The user's workday ("HH:MM"), where a day's plan puts tasks; the default workday when left out. */
  workdayStart?: string;
  workdayEnd?: string;
}

/**
 * What every provider call gets: the user, their data (scoped to them), "today" in their timezone, and the
 * formatter every figure, date and time in the reply goes through (their number base, clock and locale).
 */
export interface AiContext {
  user: AiUser;
  data: UserData;
  now: Date;
  today: string;
  fmt: Formatter;
  /** Undo handles given to clients outside the chat (MCP), kept by the server. */
  undoHandles: UndoHandles;
}

export interface ChatTurn {
  id?: string;
  role: 'user' | 'assistant';
  content: string;
  meta?: ChatMeta | null;
}

/** What a provider's chat returns when its pieces are done: what to keep on the reply, and a message it undid. */
export interface ChatOutcome {
  meta?: ChatMeta;
  undid?: string;
}

export interface ReconnectionInput {
  relationshipId?: string;
  name: string;
  daysSinceContact: number;
}

export interface AiProvider {
  readonly name: 'builtin' | 'openai';
  /**
   * Yields the reply's text in pieces; the reply is the pieces joined. Never throws for a model failure. `answer` is
   * the button the message pressed under the latest reply (Confirm, Cancel, a choice), already checked to apply.
   */
  chat(ctx: AiContext, history: ChatTurn[], message: string, answer?: ChatAnswer): AsyncGenerator<string, ChatOutcome | void>;
  /** The message to send; `notice` says when the built-in assistant stood in for the model. */
  reconnectionPrompt(ctx: AiContext, input: ReconnectionInput): Promise<{ prompt: string; notice?: string }>;
  review(ctx: AiContext, week: ReviewWeek): Promise<ReviewContent>;
  insights(ctx: AiContext): Promise<InsightDraft[]>;
}

export const BUILTIN_NAME = 'the built-in assistant';
export const FALLBACK_NOTE = 'The configured AI model could not answer just now, so the built-in assistant replied instead.';
export const AI_RATE_LIMIT_MESSAGE = 'Too many AI requests. Please wait a moment and try again.';
