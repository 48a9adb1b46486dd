import { z } from 'zod';
import { shiftDate } from '../../shared/dates.js';
import { isoDateSchema } from '../../shared/schemas/common.js';
import { interactionTypeSchema, type InteractionType } from '../../shared/schemas/relationships.js';
import { timeBlockInputSchema } from '../../shared/schemas/time-blocks.js';
import { blockEnd, HOURS_PER_DAY } from '../../shared/time-blocks-layout.js';
import { words } from './facts.js';
import type { AiContext } from './provider.js';
import type { PersonFact } from './user-data.js';

export type ActionResult = { ok: true; text: string } | { ok: false; text: string };

export const createBlockArgsSchema = timeBlockInputSchema;

/** Creates a time block after the same validation as the time-blocks API, and says exactly what it did. */
export async function createBlockAction(ctx: AiContext, args: unknown): Promise<ActionResult> {
  const parsed = createBlockArgsSchema.safeParse(args);
  if (!parsed.success) {
    return { ok: false, text: `I could not create that block: ${parsed.error.issues.map((i) => i.message).join('; ')}.` };
  }
  const b = await ctx.data.createBlock(parsed.data);
  const { plural, longDate } = words(ctx.fmt);
  const nextDay = blockEnd(b) > HOURS_PER_DAY ? ' the next day' : '';
  const when = b.date === ctx.today ? `today (${longDate(b.date)})` : b.date === shiftDate(ctx.today, 1) ? `tomorrow (${longDate(b.date)})` : longDate(b.date);
  return {
    ok: true,
    text: `Done: I added a ${b.category} block "${b.title}" ${when} from ${ctx.fmt.hour(b.hour)} to ${ctx.fmt.hour(blockEnd(b))}${nextDay} (${plural(b.duration, 'hour')}).`,
  };
}

export const logInteractionArgsSchema = z.object({
  name: z.string().trim().min(1),
  type: interactionTypeSchema,
  date: isoDateSchema.optional(),
  notes: z.string().trim().max(2000).default(''),
});

export type PersonMatch = { person: PersonFact } | { none: true } | { many: PersonFact[] };

/** Exact name first, then first name, then a part of the name; case-insensitive. */
export function matchPerson(people: PersonFact[], name: string): PersonMatch {
  const q = name.trim().toLowerCase();
  const tiers = [
    people.filter((p) => p.name.toLowerCase() === q),
    people.filter((p) => p.name.toLowerCase().split(/\s+/)[0] === q),
    people.filter((p) => p.name.toLowerCase().includes(q)),
  ];
  for (const tier of tiers) {
    if (tier.length === 1) return { person: tier[0] };
    if (tier.length > 1) return { many: tier };
  }
  return { none: true };
}

const TYPE_NOUN: Record<InteractionType, string> = { call: 'a call', message: 'a message', meeting: 'a meeting' };

export async function logInteractionAction(ctx: AiContext, args: unknown): Promise<ActionResult> {
  const parsed = logInteractionArgsSchema.safeParse(args);
  if (!parsed.success) return { ok: false, text: 'I need a name and a type (call, message or meeting) to log an interaction.' };
  const { name, type, notes } = parsed.data;
  const date = parsed.data.date ?? ctx.today;
  if (date > ctx.today) return { ok: false, text: 'I can only log interactions that have already happened.' };
  const match = matchPerson(await ctx.data.people(), name);
  if ('none' in match) return { ok: false, text: `I couldn't find anyone called "${name}" in your relationships. Add them on the Relationships page first.` };
  if ('many' in match) {
    return { ok: false, text: `More than one person matches "${name}": ${match.many.map((p) => p.name).join(', ')}. Which one did you mean?` };
  }
  const { person } = match;
  const { shortDate } = words(ctx.fmt);
  if (!(await ctx.data.logInteraction(person.id, { date, type, notes }))) {
    return { ok: false, text: `I couldn't find anyone called "${name}" in your relationships.` };
  }
  const last = person.lastContact && person.lastContact > date ? person.lastContact : date;
  return {
    ok: true,
    text: `Done: I logged ${TYPE_NOUN[type]} with ${person.name} on ${shortDate(date)}${date === ctx.today ? ' (today)' : ''}. Last contact is now ${shortDate(last)}.`,
  };
}
