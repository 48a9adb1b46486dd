import { shiftDate } from '../../../../../shared/dates.js';
import { TIME_BLOCK_CATEGORIES, type TimeBlockCategory } from '../../../../../shared/schemas/time-blocks.js';
import type { CueMatch } from '../cue-engine.js';
import type { Reading, UnderstandOptions } from '../extract.js';
import type { BlockEdit, BlockRef, ChangeIntent, Intent } from '../intents.js';
import { asTyped } from '../normalise.js';
import { within, type Span } from '../text.js';
import { blockKey, tellingStems, titleScore } from '../things.js';
import { readNumber, type ClockTime } from '../when.js';
import { COMMON_WORDS, stem } from '../words.js';
import { categoryTarget, kindIn, stemsIn, wordsOfSpans } from './reading-parts.js';

/** The parts of a change: the words naming the block, and those saying what it becomes. */
interface Parts {
  ref: Span[];
  target?: Span;
  divider?: CueMatch;
  /** "gym: 7 instead of 6": the new time or day, and whether it is a day. */
  insteadDay?: boolean;
}

const WHOLE = (r: Reading): Span => ({ from: 0, to: r.text.length });
const inAny = (span: Span, spans: Span[]) => spans.some((s) => within(span, s));
/** A day or time said in the words naming the block: it starts there (chrono may read on into what follows). */
const startsIn = (span: Span, spans: Span[]) => spans.some((s) => span.from >= s.from && span.from < s.to);

/** The hour and minute a block is named by ("my 3pm", "tomorrow's 10am"), read from the cue that said it. */
function clockOf(m: CueMatch | undefined): ClockTime | undefined {
  if (!m) return undefined;
  let hour = Number(m.groups[1]);
  const meridiem = m.groups[3]?.toLowerCase();
  if (meridiem === 'pm' && hour < 12) hour += 12;
  else if (meridiem === 'am' && hour === 12) hour = 0;
  else if (!meridiem && hour >= 1 && hour <= 7) hour += 12;
  return hour <= 23 ? { hour, minute: Number(m.groups[2] ?? 0) } : undefined;
}

/** How a block is named by its time in these words: "friday 10am has been moved" leads with it, "my 3pm" says it anywhere. */
const timeCue = (r: Reading) => (r.cues.has('stated-move') && !r.cues.has('by-time') ? 'lead-time' : 'by-time');

/** A time that names a block: only when no title names one, or the named one is then ("the gym block at 6"). */
function refTime(r: Reading, spans: Span[]): { at: ClockTime; span: Span } | undefined {
  const m = r.cues.all(timeCue(r)).find((c) => inAny(c.span, spans));
  const at = clockOf(m);
  if (!at || !m) return undefined;
  if (r.blocks.length === 0 || r.blocks.some((b) => b.block.hour === at.hour && (b.block.minute ?? 0) === at.minute)) return { at, span: m.span };
  return undefined;
}

/** The first day read in these words, forward or backward, leaving out a shift of days ("back 2 weeks") and a time naming the block. */
function dayIn(r: Reading, spans: Span[], forward = true, skip: Span[] = []): string | undefined {
  const shift = r.cues.get('days-shift')?.span;
  const dates = forward ? r.when.dates : r.past.dates;
  return dates.find((d) => startsIn(d.span, spans) && !(shift && within(d.span, shift)) && !skip.some((s) => within(d.span, s) || within(s, d.span)))?.value;
}

/** "make it 7:30 to 10:30", "can we have it 6:30 till 7:30": a "to" joining the two times the block is made to span. */
function inNewRange(r: Reading, span: Span): boolean {
  const range = r.when.taken.find((t) => within(span, t) && r.when.times.filter((x) => within(x.span, t)).length === 2);
  if (!range) return false;
  const before = r.text.slice(0, range.from);
  return /\b(?:make|set|have|change)\b/i.test(before) && !/\bfrom\s+$/i.test(before);
}

/** Where the message divides what names the block from what it becomes. */
function partsOf(r: Reading): Parts {
  const whole = WHOLE(r);
  const instead = r.cues.get('instead-of');
  if (instead && /\w/.test(instead.groups[1] ?? '')) {
    const text = r.text;
    const newAt = text.lastIndexOf(instead.groups[2]!, text.search(/\b(?:instead\s+of|rather\s+than)\b/i));
    const oldAt = text.lastIndexOf(instead.groups[3]!);
    return {
      ref: [
        { from: 0, to: instead.groups[1]!.length },
        { from: oldAt, to: oldAt + instead.groups[3]!.length },
      ],
      target: { from: newAt, to: newAt + instead.groups[2]!.length },
      insteadDay: /day$|^to(?:day|morrow)$/i.test(instead.groups[3]!),
    };
  }
  const divider = r.cues.all('divider').find((d) => !inNewRange(r, d.span));
  if (divider) return { ref: [{ from: 0, to: divider.span.from }], target: { from: divider.span.to, to: whole.to }, divider };
  const making = r.cues.get('make-it-at');
  if (making && making.span.from > 0) return { ref: [{ from: 0, to: making.span.from }], target: { from: making.span.to, to: whole.to } };
  const naming = namingOf(r);
  return { ref: [naming ?? whole] };
}

/** "rename the roadmap to Q2 roadmap", "call friday's roadmap 'Q2 roadmap'": the words before the new name, the verb left out. */
function namingOf(r: Reading): Span | undefined {
  const quote = r.cues.get('quoted-end') ?? r.cues.get('new-name');
  if (!quote) return undefined;
  const verb = r.cues.get('naming-verb');
  return { from: verb && verb.span.to <= quote.span.from ? verb.span.to : 0, to: quote.span.from };
}

/** The new name the words give: quoted after a naming verb, or after "called", "to" or "as". */
function newTitle(r: Reading): { title?: string; quoted: boolean } {
  const typed = (title: string | undefined) => (title && r.typed ? asTyped(r.typed, title) : title);
  const quoted = r.cues.group('quoted-name') ?? r.cues.group('new-name');
  if (quoted !== undefined) return { title: typed(quoted), quoted: true };
  return { title: typed(r.cues.group('renamed-to')), quoted: false };
}

/** "back 2 weeks", "a day earlier": whole days on (positive) or back. */
function daysShift(r: Reading): number | undefined {
  const m = r.cues.get('days-shift');
  if (!m) return undefined;
  const word = (m.groups[1] || m.groups[7] || '').toLowerCase();
  const n = (readNumber(m.groups[2] ?? m.groups[5] ?? '1') ?? 1) * (/^w/i.test(m.groups[3] ?? m.groups[6] ?? '') ? 7 : 1);
  return word === 'earlier' || word === 'forward' ? -n : n;
}

/** "gym should be 30 mins", "lunch is only half an hour": a length said of a block as a fact. */
export function lengthSaid(r: Reading): boolean {
  return (
    (r.blocks.length > 0 || r.pronoun) &&
    r.when.minutes !== undefined &&
    !r.when.start &&
    !r.cues.has('making-new') &&
    (r.cues.has('length-said') || (r.pronoun && !r.when.date && lengthAlone(r)))
  );
}

/** What may stand beside a length said alone about the block just discussed: "2 hours", "let's say 90 minutes". */
const ALONE = new Set("let's lets say make it maybe like just only actually shorter longer is enough fine will do should instead please then".split(' '));
const lengthAlone = (r: Reading) => {
  const taken = r.when.taken;
  return r.words.filter((w) => !taken.some((t) => within(w.span, t))).every((w) => ALONE.has(w.lower));
};

/** A length said after "shorter" or "longer" is the new length; before it, or with "by", it is a change by that much. */
export function newLength(r: Reading): number | undefined {
  if (r.when.minutes === undefined || !r.cues.has('length-after') || r.cues.has('by') || r.cues.has('length-before')) return undefined;
  return r.when.minutes;
}

/** A length added or taken away: "an extra 30 minutes", "knock 15 mins off", "half an hour less". Longer is positive. */
export function amountOf(r: Reading): number | undefined {
  if (newLength(r) !== undefined) return undefined;
  const more = r.cues.has('more');
  const less = r.cues.has('less') && !r.cues.has('off-calendar');
  if (more === less) return undefined;
  const minutes = r.when.minutes ?? (r.cues.has('another-hour') ? 60 : undefined);
  if (minutes === undefined) return undefined;
  return more ? minutes : -minutes;
}

/** Whether the words ask for a change to a block at all: a change verb, a new state said of a named block, a shift. */
export function asksChange(r: Reading): boolean {
  const s = r.verbs.senses;
  const named = r.blocks.length > 0;
  const category = categoryTarget(r, WHOLE(r)) !== undefined;
  const making = r.cues.has('making') && (r.when.minutes !== undefined || r.when.start !== undefined || r.cues.has('start-end-words') || category);
  const kind = (named || r.pronoun) && (category || r.cues.has('tick-off'));
  // "sprint planning next mon -> 10:30": a new time said of a named block, even when its title holds a verb of adding.
  const titleVerbs = named && r.verbs.lemmas.every((l) => tellingStems(r.blocks[0].block.title).includes(stem(l)));
  const toTime = named && (!s.has('add') || titleVerbs) && r.cues.has('to-time');
  const restart = named && r.cues.has('restart');
  const revise = (named || r.pronoun || r.cues.has(timeCue(r))) && r.cues.has('revise');
  const amount = (named && amountOf(r) !== undefined) || ((named || r.pronoun) && newLength(r) !== undefined);
  const stated =
    lengthSaid(r) ||
    ((named || r.pronoun) && (r.cues.has('called-off') || r.cues.has('cant-make'))) ||
    (r.cues.has('same-time') && (r.when.date !== undefined || r.cues.has('next-week')));
  const renaming = (named && r.cues.has('quoted-name')) || ((named || r.pronoun) && r.cues.has('new-name'));
  const verb = ['move', 'resize', 'delete', 'rename'].some((sense) => s.has(sense as 'move'));
  return amount || stated || renaming || kind || verb || making || toTime || restart || revise || r.shift !== undefined || r.cues.has('mark');
}

/** The block a message means, from its title words, its time and day, its kind, or "it". */
function refOf(r: Reading, parts: Parts): BlockRef | null {
  const ref: BlockRef = {};
  const at = refTime(r, parts.ref);
  const date = dayIn(r, parts.ref, true);
  const past = dayIn(r, parts.ref, false);
  if (date) ref.date = date;
  if (past && past !== date) ref.pastDate = past;
  if (at) Object.assign(ref, { hour: at.at.hour, minute: at.at.minute });
  if (parts.ref.some((s) => r.cues.has('series', s))) ref.series = true;
  const best = r.blocks[0]?.score ?? 0;
  const beside = parts.ref.map((s) => r.cues.get('beside-block', s)).find(Boolean);
  if (best > 0 && beside) {
    // "move the first thing after standup": the block named is where to look from, not the one that changes.
    const named = r.blocks.filter((b) => b.score === best).map((b) => blockKey(b.block));
    return { ...(date ? { date } : {}), beside: { named, ...(/^before$/i.test(beside.groups[1]!) ? { before: true } : {}) } };
  }
  if (best > 0) {
    ref.named = r.blocks.filter((b) => b.score === best).map((b) => blockKey(b.block));
    ref.title = r.blocks[0].block.title;
  } else if (!(r.pronoun && parts.ref.some((s) => categoryTarget(r, s) !== undefined))) {
    // "put it in focus": a kind said of "it" is what it becomes, not which block it is.
    const kind = parts.ref.map((s) => kindIn(r, s)).find(Boolean);
    if (kind) ref.category = kind;
  }
  const position = ref.named ? undefined : parts.ref.map((s) => r.cues.get('position', s)).find(Boolean);
  if (position) {
    const word = position.groups[1]!.toLowerCase();
    ref.position = word === 'first' || word === 'earliest' ? 'first' : word === 'next' ? 'next' : 'last';
  }
  if (!ref.named && !ref.category && ref.hour === undefined && !ref.position) {
    // "same time on monday": the same time as the block just discussed; a day said is where it goes, not which it is.
    if (r.pronoun || parts.ref.some((s) => r.cues.has('same-time', s))) return { it: true, ...(ref.series ? { series: true } : {}) };
    return null;
  }
  return ref;
}

/** The new day and times the words give after the block's name, with a bare hour first in them ("to 9", "to 9 on saturday"). */
interface Goal {
  date?: string;
  start?: ClockTime;
  /** The start was a bare number, not read as a time. */
  bare?: boolean;
  end?: ClockTime;
  minutes?: number;
  partOfDay?: BlockEdit['partOfDay'];
}

function goalOf(r: Reading, parts: Parts): Goal {
  if (!parts.target) {
    // With nothing dividing them, a time naming the block is not a new one ("move my 3pm to friday" said without "to").
    const at = refTime(r, parts.ref);
    const skip = at ? [at.span] : [];
    const date = r.when.dates.find((d) => !skip.some((s) => within(d.span, s) || within(s, d.span)))?.value ?? (at ? undefined : r.when.date);
    return {
      ...(date ? { date } : {}),
      ...(at ? {} : { start: r.when.start, end: r.when.end }),
      minutes: r.when.minutes,
      partOfDay: r.when.partOfDay,
    };
  }
  const target = parts.target;
  const inTarget = (s: Span) => s.to > target.from && s.to <= target.to;
  const times = r.when.times.filter((t) => inTarget(t.span));
  const first = times.find((t) => t.role !== 'end');
  const end = first && first.role === 'start' ? times[times.indexOf(first) + 1] : undefined;
  const goal: Goal = {
    date: r.when.dates.find((d) => inTarget(d.span))?.value,
    start: first?.value,
    end: end?.role === 'end' ? end.value : undefined,
    minutes: r.when.spans.minutes && inTarget(r.when.spans.minutes) ? r.when.minutes : undefined,
    partOfDay: r.when.spans.partOfDay && inTarget(r.when.spans.partOfDay) ? r.when.partOfDay : undefined,
  };
  if (!goal.start) {
    // "to 9", "to 9 on saturday": a bare hour first in what the block becomes.
    const said = r.words.filter((w) => within(w.span, target) && !/^(?:at|instead|please|then|pls|now|the|same|time)$/.test(w.lower));
    const bare = said[0] && /^(\d{1,2})(?:[:.](\d{2}))?$/.exec(said[0].lower);
    const unit = said[1] && /^(?:minutes?|mins?|hours?|hrs?|h|th|st|nd|rd)$/.test(said[1].lower);
    const joined = bare && /^[%/]/.test(r.text.slice(said[0].span.to, said[0].span.to + 1));
    if (bare && !unit && !joined) {
      goal.start = { hour: Number(bare[1]), minute: Number(bare[2] ?? 0) };
      goal.bare = true;
    }
  }
  return goal;
}

/** A kind the planner does not have ("the health category"): which of its four, each a button. */
function otherCategory(target: BlockRef, word: string): Intent {
  const name = target.title ? `"${target.title}"` : 'it';
  return {
    intent: 'clarify',
    question: `Blocks are focus, meeting, break or completed; there is no "${word}" kind. Which should ${name} be?`,
    options: TIME_BLOCK_CATEGORIES.map((c) => ({ label: c.charAt(0).toUpperCase() + c.slice(1), intent: { intent: 'change-block', target, category: c } })),
  };
}

/** Marked done, a block named more than once is the latest one already begun: "mark yoga as done" is last Saturday's. */
function doneOf(r: Reading, target: BlockRef, category: TimeBlockCategory, options: UnderstandOptions): BlockRef {
  if (category !== 'completed' || !target.named || target.named.length < 2 || target.date) return target;
  const now = options.nowMinutes ?? 24 * 60;
  const begun = r.blocks
    .filter((b) => target.named!.includes(blockKey(b.block)))
    .filter((b) => b.block.date < options.today || (b.block.date === options.today && b.block.hour * 60 + (b.block.minute ?? 0) <= now))
    .sort((a, b) => (a.block.date < b.block.date ? 1 : a.block.date > b.block.date ? -1 : b.block.hour - a.block.hour));
  return begun[0] ? { ...target, named: [blockKey(begun[0].block)] } : target;
}

/** A verb that moves a block by a length: "delay", "push", "bump", "nudge"; "move" and "shift" only with "by". */
function movedBy(r: Reading): boolean {
  if (r.verbs.lemmas.some((l) => l === 'delay' || l === 'postpone' || l === 'push' || l === 'bump' || l === 'nudge')) return true;
  if (r.cues.has('bump-nudge')) return true;
  return r.cues.has('move-by') && !r.cues.has('resize-words');
}

/**
 * The change to the block, each part read on its own from the words that say it: a length is a shift of the start
 * when a moving verb or "later" goes with it, a change by that much with "extra", "off" or "by", the new length
 * otherwise; a time after the block's name is its new start, or its new end with "until" or "finish".
 */
function editOf(r: Reading, parts: Parts, target: BlockRef, options: UnderstandOptions): BlockEdit | Intent {
  const s = r.verbs.senses;
  const { title, quoted } = newTitle(r);
  const renaming = quoted || r.cues.has('rename-verb');
  if (renaming) {
    // "relabel the roadmap as a meeting": a kind of block is a new kind, not a new name.
    const kind = title && !quoted ? /^(?:an?\s+)?(focus|meeting|break|completed)(?:\s+block)?$/i.exec(title)?.[1]?.toLowerCase() : undefined;
    if (kind) return { category: kind as TimeBlockCategory };
    return title ? { title } : { intent: 'clarify', question: 'What should the new title be?' };
  }
  const category = r.cues.has('tick-off') ? 'completed' : categoryTarget(r, WHOLE(r));
  if (typeof category === 'object') return otherCategory(target, category.unknown);
  const targetWords = parts.target ? wordsOfSpans(r, [parts.target]) : '';
  if (category && !/\d/.test(targetWords.replace(/\b\d{1,2}(?:st|nd|rd|th)\b/g, ''))) return { category };
  const minutes = r.when.minutes;
  // "finish gym 15 minutes early": the end moves, the start stays.
  if (r.shift && r.cues.has('end-words') && !r.cues.has('start')) return { endShift: r.shift.value };
  if (r.shift && !r.cues.has('by')) return { shift: r.shift.value };
  const goal = goalOf(r, parts);
  // "delay the dentist by 30 mins": a length with a verb that moves it, later unless the words say earlier.
  if (!r.shift && minutes !== undefined && movedBy(r)) {
    const sameDay = !goal.date || goal.date === target.date || goal.date === target.pastDate;
    if (!goal.start && sameDay) return { shift: r.cues.has('earlier') ? -minutes : minutes };
  }
  const bare = Number(r.cues.group('by-bare') ?? 0);
  const by = r.cues.has('resize-by') ? (minutes ?? (bare > 12 ? bare : undefined)) : undefined;
  if (by !== undefined) return { lengthBy: r.cues.has('shorten') ? -by : by };
  const amount = amountOf(r);
  if (amount !== undefined) return { lengthBy: amount };
  const length = newLength(r);
  if (length !== undefined && !r.when.start) return { length };
  if (r.shift) return { shift: r.shift.value };
  // "shorten deep work to end at 12:30": the new time is an end when the words after the divider say so first.
  const endFirst =
    parts.divider !== undefined && parts.target !== undefined && /^\s*(?:end|finish)(?:s|ing)?\s+(?:at|by)\b/i.test(r.text.slice(parts.target.from));
  const endWords = endFirst || (parts.divider && r.cues.has('until-words', parts.divider.span)) || parts.ref.some((sp) => hasUntilWords(r, sp));
  const endSaid = endWords && !(parts.divider && /start/i.test(parts.divider.text));
  const length2 = minutes ?? goal.minutes;
  void options;
  if (length2 !== undefined && !goal.start && (s.has('resize') || r.cues.has('make-set') || lengthSaid(r))) return { length: length2 };
  const loose = !(parts.target ? r.cues.has('explicit-meridiem', parts.target) : r.cues.has('explicit-meridiem'));
  if (goal.start && endSaid) return { end: goal.start, endLoose: loose };
  return moveOf(r, parts, target, goal, loose, length2) ?? (s.has('delete') ? { intent: 'delete-block', target } : unclearChange(target));
}

/** "until", "finish" said in the words naming the block, not as part of "my next meeting". */
function hasUntilWords(r: Reading, span: Span): boolean {
  const position = r.cues.get('position', span);
  const kept = r.cues.get('keep-end')?.span;
  return r.cues
    .all('until-words')
    .some((c) => within(c.span, span) && !(position && within(c.span, position.span)) && !inNewRange(r, c.span) && !(kept && within(c.span, kept)));
}

const unclearChange = (target: BlockRef): Intent => ({
  intent: 'clarify',
  question: `What should change about ${target.title ? `"${target.title}"` : 'that block'}? For example "move it to 4pm" or "make it an hour".`,
});

/** A move: whole days on, to next week, or to the day, time or part of the day said. Null when none was said. */
function moveOf(
  r: Reading,
  parts: Parts,
  target: BlockRef,
  goal: Goal,
  loose: boolean,
  minutes: number | undefined,
): (BlockEdit & { target?: BlockRef }) | null {
  const own = r.blocks.find((b) => target.named?.includes(blockKey(b.block)));
  const dayWord = parts.target ? r.cues.has('weekday', parts.target) : r.cues.has('weekday');
  const weekOn = target.it && r.cues.has('next-week') && !r.cues.has('weekday');
  const days = daysShift(r) ?? (weekOn ? 7 : undefined);
  const start = goal.start ? { start: goal.start, startLoose: loose } : {};
  if (target.it && days !== undefined) return { days, ...start };
  if (own && days !== undefined) return { target: { ...target, named: [blockKey(own.block)] }, date: shiftDate(own.block.date, days) };
  const nextWeek = parts.target ? r.cues.has('next-week', parts.target) : r.cues.has('next-week');
  if (own && nextWeek && !dayWord) return { target: { ...target, named: [blockKey(own.block)] }, date: shiftDate(own.block.date, 7), ...start };
  if (!goal.start && !(goal.date && goal.date !== target.date) && !goal.partOfDay) return null;
  return {
    ...(goal.date && goal.date !== target.date ? { date: goal.date } : {}),
    ...start,
    ...(goal.partOfDay && !goal.start ? { partOfDay: goal.partOfDay } : {}),
    ...(goal.end ? { end: goal.end, endLoose: loose } : {}),
    // "move lunch to 12:30 and make it 45 minutes": the new length with the new time.
    ...(goal.start && !goal.end && minutes !== undefined ? { length: minutes } : {}),
  };
}

/** Words right beside the title that the best match lacks: "weekly" in "my weekly review" for "Design review". */
const GENERIC = new Set(
  'appointment appt class lesson thing one event meeting meet call focus break session slot block catch catchup today tonight'.split(' '),
);
const near = (a: string, b: string) => a === b || (a.length >= 4 && b.length >= 4 && a.slice(0, 4) === b.slice(0, 4));

function unmatchedWords(r: Reading, spans: Span[]): string[] {
  const best = r.blocks[0];
  if (!best) return [];
  const people = new Set(r.people.filter((p) => p.strength >= 3).flatMap((p) => tellingStems(p.words)));
  const verbs = new Set(r.verbs.lemmas.map((l) => stem(l)));
  const title = tellingStems(best.block.title);
  const said = r.words.filter((w) => inAny(w.span, spans)).map((w) => w.lower.replace(/'s$|'$/, '').replace(/[:-]+$/, ''));
  const words = said.map((w) => stem(w.replace(/-/g, '')));
  const inTitle = words.map((w) => title.some((t) => near(t, w)));
  const telling = new Set(stemsIn(r, spans));
  const odd = words.map(
    (w, i) =>
      !inTitle[i] &&
      (inTitle[i - 1] || inTitle[i + 1]) &&
      telling.has(w) &&
      !GENERIC.has(w) &&
      !COMMON_WORDS.has(w) &&
      !people.has(w) &&
      !verbs.has(w) &&
      !/^(?:shorter|longer|earlier|later|sooner)$/i.test(w) &&
      !/\d/.test(w),
  );
  if (!odd.includes(true)) return [];
  const first = odd.indexOf(true);
  let from = first;
  let to = first;
  while (from > 0 && (inTitle[from - 1] || odd[from - 1])) from -= 1;
  while (to < words.length - 1 && (inTitle[to + 1] || odd[to + 1])) to += 1;
  return said.slice(from, to + 1);
}

/**
 * Whether every day and time said finds its place in the change: naming the block or giving its new day, start or
 * end. One left over ("6:30-7:30 instead of 6-7", "finish at 1 not 12") may be the old value or a misreading.
 */
function whenAllPlaced(r: Reading, target: BlockRef, change: BlockEdit): boolean {
  // "11am instead of 10am", "friday not thursday": what follows is the value taken back, placed by being the old one.
  const takenBack = r.cues.has('not-tail') || r.cues.has('instead-of') ? r.text.search(/\b(?:not|instead\s+of|rather\s+than)\b/i) : -1;
  const said = <T extends { span: Span }>(found: T[]) => found.filter((f) => takenBack < 0 || f.span.from < takenBack);
  if (change.date && takenBack >= 0 && !said(r.when.dates).some((d) => d.value === change.date)) return false;
  const times = said(r.when.times).length;
  const timesPlaced = (target.hour !== undefined ? 1 : 0) + (change.start ? 1 : 0) + (change.end ? 1 : 0);
  const dates = new Set(said(r.when.dates).map((d) => d.value)).size;
  const datesPlaced = new Set([target.date, target.pastDate, change.date].filter(Boolean)).size;
  return times <= timesPlaced && dates <= Math.max(datesPlaced, 1);
}

/** Whether the message deletes rather than changes: a delete verb, or the block said to be off. */
function deleting(r: Reading): boolean {
  const s = r.verbs.senses;
  if (s.has('delete') && !s.has('move')) return true;
  if (r.cues.has('called-off')) return true;
  const cant = r.cues.get('cant-make');
  return cant !== undefined && !s.has('move') && !r.cues.all('revise').some((m) => !within(m.span, cant.span));
}

/**
 * A change to a block the user already has: the block found by its title, time, kind or "it"; what it becomes from the
 * words after its name. Null when the message names no block or no change. When the words name a block its best match
 * does not quite fit ("my weekly review" for "Design review"), the change is proposed, never made.
 */
export function blockChange(reading: Reading, options: UnderstandOptions): Intent | null {
  let r = reading;
  // Just after a block was added, changed or asked about, words that name no block are about that one.
  if (options.discussed && r.blocks.length === 0) r = { ...r, pronoun: true };
  if (r.describesNew || !asksChange(r)) return null;
  // "add a focus block 9-10 instead": a verb of adding with no block of the user's named and no length is a new block.
  const s = r.verbs.senses;
  if (
    s.has('add') &&
    r.cues.has('making-new') &&
    r.blocks.length === 0 &&
    !r.pronoun &&
    r.when.minutes === undefined &&
    !['move', 'resize', 'delete', 'rename'].some((v) => s.has(v as 'move'))
  )
    return null;
  const parts = partsOf(r);
  const naming = namingOf(r);
  // "call it yoga class instead": a new name that names nothing before it renames the block just discussed.
  if (naming && stemsIn(r, [naming]).length === 0) r = { ...r, blocks: [], pronoun: true };
  else if (parts.divider || naming || parts.target) {
    const said = stemsIn(r, parts.ref);
    const rescored = r.blocks
      .map((b) => ({ ...b, score: titleScore(said, b.block.title) }))
      .filter((b) => b.score > 0)
      .sort((a, b) => b.score - a.score);
    if (rescored.length) r = { ...r, blocks: rescored };
    // "rename tmrw's 2pm to design sync w leo": the new name names no block; the block is the one said before it.
    else if (r.cues.has('rename-verb') && parts.ref.some((s) => r.cues.has(timeCue(r), s))) r = { ...r, blocks: [] };
  }
  let target = refOf(r, parts);
  if (!target) return null;
  const consumed = [...r.when.taken, ...parts.ref];
  if (deleting(r)) return { intent: 'delete-block', target, consumed };
  // "move the dentist friday": with nothing dividing them, a day none of the named blocks is on is where it goes.
  const said = r.when.date;
  if (!parts.target && target.named && said && !r.blocks.some((b) => b.block.date === said && target!.named!.includes(blockKey(b.block))))
    target = { ...target, date: undefined, pastDate: undefined };
  const edit = editOf(r, parts, target, options);
  if ('intent' in edit) return edit;
  if ('target' in edit && edit.target) target = edit.target;
  if (edit.category) target = doneOf(r, target, edit.category, options);
  const { target: _moved, ...change } = edit as BlockEdit & { target?: BlockRef };
  const keep = r.cues.get('keep-end');
  if (keep) {
    // "start half an hour later but keep the end": only a new start keeps the end; anything else is asked.
    if (!(change.start || change.shift !== undefined) || change.end || change.length !== undefined || change.lengthBy !== undefined)
      return unclearChange(target);
    change.keepEnd = true;
    consumed.push(keep.span, ...(parts.divider ? [parts.divider.span] : []));
  }
  const intent: ChangeIntent = { intent: 'change-block', target, ...change };
  const unmatched = target.named ? unmatchedWords(r, parts.ref) : [];
  if (unmatched.length === 0 && whenAllPlaced(r, target, change)) return { ...intent, consumed };
  if (unmatched.length === 0) return { intent: 'clarify', question: "I'm not sure which of the days or times you gave is the new one.", proposal: intent };
  const verb = edit.start || edit.date || edit.shift !== undefined || edit.days !== undefined ? 'move' : 'change';
  return {
    intent: 'clarify',
    question: `I couldn't find "${unmatched.join(' ')}"; the closest is "${target.title}". Should I ${verb} that one?`,
    proposal: intent,
  };
}
