import { minutesOfDayIn, shiftDate } from '../../../../shared/dates.js';
import { startMinute } from '../../../../shared/time-block-constants.js';
import { blockEnd, blockStart } from '../../../../shared/time-blocks-layout.js';
import { listNames } from '../wording.js';
import { words } from '../facts.js';
import type { AiContext } from '../provider.js';
import type { BlockRef, Intent } from '../understand/intents.js';
import type { ChatChoice, ChatMeta } from '../understand/state.js';
import { blockKey } from '../understand/things.js';
import type { BlockRow } from '../user-data.js';

/** The blocks understanding matches words against: a week back and three weeks ahead, occurrences included. */
export async function blocksAround(ctx: AiContext): Promise<BlockRow[]> {
  return ctx.data.blockRows(shiftDate(ctx.today, -7), shiftDate(ctx.today, 21));
}

/** The one question to ask when no block fits: which of that day's blocks was meant, or which block at all. */
function whichOfDay(ctx: AiContext, known: BlockRow[], date: string | undefined): string {
  const day = date ? known.filter((b) => b.date === date).sort((a, b) => startMinute(a) - startMinute(b)) : [];
  if (day.length === 0 || day.length > 6) return 'Which block did you mean? Give its name or its time.';
  return `Which one did you mean: ${listNames(
    day.map((b) => `"${b.title}" (${ctx.fmt.hour(startMinute(b) / 60)})`),
    'or',
  )}?`;
}

/** The block a reference found; `guess` when the words did not fit it exactly (a time it only overlaps, another day). */
export type Found = { block: BlockRow; guess?: boolean } | { many: BlockRow[] } | { none: string };

const minutesNow = (ctx: AiContext) => minutesOfDayIn(ctx.user.timezone, ctx.now);
export { minutesNow };

/** Not yet over: a later day, or today and ending after now. */
const upcoming = (ctx: AiContext, b: BlockRow) => b.date > ctx.today || (b.date === ctx.today && blockEnd(b) * 60 > minutesNow(ctx));

/** The first, last or next of the blocks that fit, by day and time. */
function inPlace(rows: BlockRow[], position: NonNullable<BlockRef['position']>): BlockRow {
  const sorted = [...rows].sort((a, b) => (a.date === b.date ? blockStart(a) - blockStart(b) : a.date < b.date ? -1 : 1));
  return position === 'last' ? sorted[sorted.length - 1] : sorted[0];
}

/** "the first thing after standup tomorrow": the block next after (or before) the one named, on its day; a best guess. */
function besideBlock(ctx: AiContext, known: BlockRow[], ref: BlockRef, beside: NonNullable<BlockRef['beside']>): Found {
  const named = known.filter((b) => beside.named.includes(blockKey(b)));
  const dated = ref.date ? named.filter((b) => b.date === ref.date) : named.filter((b) => upcoming(ctx, b));
  const anchor = dated.length ? inPlace(dated, 'first') : undefined;
  if (!anchor) return { none: `I couldn't find the block you meant, so nothing changed. ${whichOfDay(ctx, known, ref.date)}` };
  const day = known.filter((b) => b.date === anchor.date && blockKey(b) !== blockKey(anchor));
  const found = beside.before
    ? day.filter((b) => blockEnd(b) * 60 <= startMinute(anchor)).sort((a, b) => blockStart(b) - blockStart(a))[0]
    : day.filter((b) => startMinute(b) >= blockEnd(anchor) * 60).sort((a, b) => blockStart(a) - blockStart(b))[0];
  if (!found) return { none: `Nothing is planned ${beside.before ? 'before' : 'after'} "${anchor.title}" that day, so nothing changed.` };
  return { block: found, guess: true };
}

/**
 * The block a reference means among the user's blocks: "it" is the one just discussed; otherwise the blocks its
 * title words named, narrowed by the day, the time and the kind it gave, and to those still to come when some are.
 */
export async function findBlock(ctx: AiContext, known: BlockRow[], ref: BlockRef, state: ChatMeta | undefined): Promise<Found> {
  if (ref.it) {
    const block = state?.blockId ? await ctx.data.block({ id: state.blockId, occurrence: state.blockOccurrence }) : undefined;
    // A block the assistant only named in answering a question is a best guess for "it", never the user's own word.
    return block
      ? { block, ...(state?.question ? { guess: true } : {}) }
      : { none: 'Which block do you mean? Name it, for example "move the gym block to 5pm". I haven\'t changed anything yet.' };
  }
  if (ref.beside) return besideBlock(ctx, known, ref, ref.beside);
  let rows = ref.named ? known.filter((b) => ref.named!.includes(blockKey(b))) : ref.category ? known.filter((b) => b.category === ref.category) : [...known];
  let guess = false;
  if (ref.date) {
    const on = rows.filter((b) => b.date === ref.date);
    guess = on.length === 0 && ref.pastDate !== undefined;
    rows = on.length || !ref.pastDate ? on : rows.filter((b) => b.date === ref.pastDate);
  }
  if (ref.hour !== undefined) {
    const minute = ref.minute ?? 0;
    const at = rows.filter((b) => b.hour === ref.hour && b.minute === minute);
    // "my 10:45" when nothing starts then: the block that holds that time, a best guess.
    const holding = rows.filter((b) => startMinute(b) <= ref.hour! * 60 + minute && blockEnd(b) * 60 > ref.hour! * 60 + minute);
    if (at.length === 0) guess = true;
    rows = at.length ? at : ref.named ? rows.filter((b) => b.hour === ref.hour) : holding;
    // A time said without a day is today's or the next one's: one on a later day is a guess.
    if (!ref.date && rows.length === 1 && rows[0].date !== ctx.today) guess = true;
  }
  if ((!ref.date || ref.position === 'next') && rows.some((b) => upcoming(ctx, b))) rows = rows.filter((b) => upcoming(ctx, b));
  if (ref.position && rows.length > 1) rows = [inPlace(rows, ref.position)];
  const what = ref.title ? `"${ref.title}"` : ref.category ? `${ref.category} block` : 'block';
  if (rows.length === 0) {
    const when = `${ref.date ? ` on ${ctx.fmt.date(ref.date, 'long')}` : ''}${ref.hour !== undefined ? ` at ${ctx.fmt.hour(ref.hour + (ref.minute ?? 0) / 60)}` : ''}`;
    return { none: `I couldn't find a ${what}${when}, so nothing changed. ${whichOfDay(ctx, known, ref.date)}` };
  }
  if (ref.series) {
    const ids = [...new Set(rows.filter((b) => b.rrule !== null).map((b) => b.id))];
    if (ids.length === 0)
      return {
        none: `${rows.length === 1 ? `"${rows[0].title}" does not repeat` : 'None of those blocks repeat'}, so there is no series to change; nothing changed.`,
      };
    const whole = (await Promise.all(ids.map((id) => ctx.data.block({ id })))).filter((b): b is BlockRow => b !== undefined);
    return whole.length === 1 ? { block: whole[0] } : { many: whole };
  }
  return rows.length === 1 ? { block: rows[0], ...(guess ? { guess } : {}) } : { many: rows };
}

/** One line naming a block: its title, day and time. */
export const blockLabel = (ctx: AiContext, b: BlockRow) => `${b.title}, ${words(ctx.fmt).shortDate(b.date)} ${ctx.fmt.hourRange(blockStart(b), blockEnd(b))}`;

/** "Which one?": each block that fits as a button that redoes the request with that block. */
export function whichOne(ctx: AiContext, many: BlockRow[], redo: (ref: BlockRef) => Intent, verb: string): { text: string; meta: ChatMeta } {
  const shown = many.slice(0, 6);
  const choices: ChatChoice[] = shown.map((b) => ({ label: blockLabel(ctx, b), intent: redo({ named: [blockKey(b)], title: b.title, date: b.date }) }));
  const lines = shown.map((b) => `• ${blockLabel(ctx, b)}`);
  return { text: `${many.length} blocks fit, so I haven't changed anything yet. Which one should I ${verb}?\n${lines.join('\n')}`, meta: { choices } };
}
