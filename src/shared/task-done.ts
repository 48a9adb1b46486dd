import type { InteractionType } from './schemas/relationships.js';

const CALL = /\b(?:call|ring|phone|facetime|video\s*call|zoom|skype)\b/i;
const MESSAGE = /\b(?:text|message|msg|email|e-mail|mail|write|reply|dm|whatsapp|send|wish)\b/i;

/**
 * The contact a person's task counts as when it is done: "call Maya" a call, "text Ana" a message, anything else
 * ("coffee with Leo", "visit grandma") a meeting.
 */
export function interactionTypeOfTask(title: string): InteractionType {
  if (CALL.test(title)) return 'call';
  if (MESSAGE.test(title)) return 'message';
  return 'meeting';
}
