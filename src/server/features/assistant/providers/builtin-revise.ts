import { metricName } from '../actions.js';
import type { AiContext } from '../provider.js';
import { previewCall, REGISTRY, type ToolCall } from '../tools.js';
import { isChange, understand } from '../understand/choose.js';
import { extract, readMessage, type Known, type Message, type Reading, type UnderstandOptions } from '../understand/extract.js';
import type { ChangeIntent } from '../understand/intents.js';
import type { ChatChoice, ChatMeta, PendingChange } from '../understand/state.js';
import { meets, within, type Span } from '../understand/text.js';
import { tellingStems } from '../understand/things.js';
import { readNumber } from '../understand/when.js';
import { stem } from '../understand/words.js';
import type { BlockRow } from '../user-data.js';
import { planTurn, propose, type TurnResult } from './builtin-act.js';
import { resolve } from './builtin-resolve.js';
import { reviseCall, type NewValues, type SaidTime } from './revise-calls.js';

/** One change of the proposal waiting for a yes, with its line in the preview. */
interface Part {
  call: ToolCall;
  line: string;
}

/** Words that carry no new value in a correction: "actually make it 8", "no, thursday instead please". */
const PLAIN = new Set(
  (
    'actually make it its that this instead then please pls thanks thank you at on the for to change move set put do have start starts starting ' +
    'be should can could would no not rather than i meant mean oh sorry oops ok okay so and a an of from until till end ends ending long ' +
    'one ones wait hmm but how what about shift push bring with by in again let lets go want prefer better bit part change ' +
    'milestone milestones hour hours minute minutes min mins hr hrs cup cups block was were is later earlier longer shorter back forward rename call name title named called yes yeah yep sure fine though'
  ).split(' '),
);
/** Words that take a part out of the proposal ("without the second one", "skip the dentist"), or keep only it ("just the yoga"). */
const DROP = new Set('without drop skip exclude minus except not forget leave out ditch lose no'.split(' '));
const KEEP = new Set('just only'.split(' '));
/** Words that mean every part: "both on friday", "make them all 30 minutes". */
const ALL = new Set('both all everything them each'.split(' '));
const CATEGORY_WORD = /^(?:focus|meetings?|breaks?|completed)$/;
const ORDINAL: Record<string, number> = { first: 0, '1st': 0, second: 1, '2nd': 1, third: 2, '3rd': 2, fourth: 3, '4th': 3, fifth: 4, '5th': 4 };

/** The typed calls a pending proposal runs on a yes. */
function callsOf(pending: PendingChange | undefined): ToolCall[] | null {
  if (pending?.op === 'calls') return pending.calls as ToolCall[];
  if (pending?.op === 'tool' && pending.tool in REGISTRY) return [{ tool: pending.tool, input: pending.input } as ToolCall];
  return null;
}

/** The new values the reading found, each once; a value said twice ("8 or 9") is flagged, never picked. */
function valuesOf(r: Reading): { values: NewValues; twice: boolean; covered: Span[]; tail?: Span } {
  const tail = r.cues.get('not-tail')?.span;
  const kept = (s: Span) => !tail || !meets(s, tail);
  const covered: Span[] = [...r.when.taken];
  const values: NewValues = {};
  const dates = r.when.dates.filter((d) => kept(d.span));
  const timed = (t: (typeof r.when.times)[number]): SaidTime => ({
    time: t.value,
    loose: !r.cues.all('explicit-meridiem').some((c) => meets(c.span, t.span)),
  });
  const starts = r.when.times.filter((t) => kept(t.span) && t.role !== 'end');
  const ends = r.when.times.filter((t) => kept(t.span) && t.role === 'end');
  if (dates[0]) values.date = dates[0].value;
  if (starts[0]) values.start = timed(starts[0]);
  if (ends[0]) values.end = timed(ends[0]);
  covered.push(...namesOf(r, values));
  const health = r.quantities.health.filter((h) => kept(h.span));
  if (health[0]) values.health = { metric: health[0].metric, value: health[0].value, ...(health[0].unit ? { unit: health[0].unit } : {}) };
  covered.push(...lengthsOf(r, values, (s) => kept(s) && !health.some((h) => meets(h.span, s))));
  const percent = r.cues.get('percent');
  if (percent && r.percent !== undefined) values.percent = r.percent;
  if (r.quantities.priority) values.priority = r.quantities.priority.value;
  covered.push(...health.map((h) => h.span), ...(percent ? [percent.span] : []), ...(r.quantities.priority ? [r.quantities.priority.span] : []));
  const numbers = r.words.filter(
    (w) => kept(w.span) && !covered.some((c) => within(w.span, c)) && !['a', 'an', 'one'].includes(w.lower) && readNumber(w.lower) !== undefined,
  );
  // "5 milestones": the number counts them.
  const counted = numbers[0] && r.words[r.words.indexOf(numbers[0]) + 1]?.lower.startsWith('milestone');
  if (numbers[0]) values[counted ? 'milestones' : 'number'] = readNumber(numbers[0].lower);
  covered.push(...numbers.map((n) => n.span));
  const twice = dates.length > 1 || starts.length > 1 || ends.length > 1 || health.length > 1 || numbers.length > 1;
  return { values, twice, covered, ...(tail ? { tail } : {}) };
}

/** A new name ("call it Piano", "rename the yoga to stretching") or kind ("make it a focus block"), and the words said. */
function namesOf(r: Reading, values: NewValues): Span[] {
  const named = r.cues.get('quoted-name') ?? r.cues.get('new-name') ?? (r.cues.has('rename-verb') ? r.cues.get('renamed-to') : undefined);
  const covered: Span[] = [];
  if (named?.groups[1]) {
    values.title = named.groups[1];
    covered.push(named.span);
  }
  const kind = r.category && !named ? r.words.find((w) => CATEGORY_WORD.test(w.lower)) : undefined;
  if (kind) {
    values.category = r.category;
    covered.push(kind.span);
  }
  return covered;
}

/** A new length ("45 minutes"), a length more or less ("30 minutes longer"), or a move by a length ("an hour later"). */
function lengthsOf(r: Reading, values: NewValues, kept: (s: Span) => boolean): Span[] {
  const length = r.when.spans.minutes;
  if (r.when.minutes === undefined || !length || !kept(length)) return [];
  if (r.shift && within(length, r.shift.span)) {
    values.shift = r.shift.value;
    return [r.shift.span];
  }
  const by = r.cues.get('length-before');
  if (by && (r.cues.has('more') || r.cues.has('less'))) {
    values.lengthBy = r.cues.has('less') ? -r.when.minutes : r.when.minutes;
    return [by.span];
  }
  values.length = r.when.minutes;
  return [];
}

/** What a part is about, in words the user may name it by: its title in the preview, or the health metric it records. */
function subjectOf(part: Part): string {
  const quoted = [...part.line.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
  if (part.call.tool === 'log_health') quoted.push(metricName(part.call.input.metric));
  return quoted.join(' ');
}

/** The parts the words name, by their place ("the second one") or their title, and the words that named them. */
function namedParts(r: Reading, parts: Part[], taken: Span[]): { indices: Set<number>; covered: Span[] } {
  const indices = new Set<number>();
  const covered: Span[] = [];
  const stems = parts.map((p) => new Set(tellingStems(subjectOf(p))));
  for (const w of r.words) {
    if (taken.some((t) => within(w.span, t))) continue;
    const place = w.lower === 'last' ? parts.length - 1 : ORDINAL[w.lower];
    const by = place !== undefined && place < parts.length ? [place] : parts.flatMap((_, i) => (stems[i].has(stem(w.lower)) ? [i] : []));
    if (by.length === 0) continue;
    by.forEach((i) => indices.add(i));
    covered.push(w.span);
  }
  return { indices, covered };
}

/** The proposal again with its new changes: a day's plan is planned again, anything else previewed call by call. */
export async function revisedProposal(ctx: AiContext, calls: ToolCall[]): Promise<TurnResult> {
  const plan = calls.length === 1 && calls[0].tool === 'plan_day' ? calls[0] : undefined;
  if (plan) return planTurn(ctx, plan);
  return propose(ctx, calls, calls.length === 1 ? "Here's the change, revised:" : 'Here are the changes, revised:');
}

/**
 * One short question about the correction; the proposal still waits, unchanged, for its Confirm or Cancel. Its
 * choices, when it has them, are each the proposal with the correction put on one part.
 */
function waiting(last: ChatMeta, question: string, draft?: ChangeIntent, choices?: ChatChoice[]): TurnResult {
  return {
    text: `${question} Nothing has changed yet.`,
    meta: { pending: last.pending!, ...(draft ? { draft } : {}), ...(choices?.length ? { choices } : {}) },
  };
}

const quoteList = (names: string[]) => names.map((n) => `"${n}"`).join(' or ');

/** The proposal's calls with the new values in, or the one question that settles where they go, with its answers. */
type Applied = { calls: ToolCall[] } | { ask: string; choices?: ChatChoice[] };

/**
 * The new values put on the one part they fit: named by the words, or the only part with a place for them; with
 * `every` ("both on friday"), on each part with a place for them.
 */
async function applyValues(ctx: AiContext, parts: Part[], values: NewValues, named: Set<number>, every: boolean): Promise<Applied> {
  const candidates = named.size ? [...named] : parts.map((_, i) => i);
  const tried = await Promise.all(candidates.map((i) => reviseCall(ctx, parts[i].call, values)));
  const fits = candidates.flatMap((i, k) => (tried[k] ? [{ i, revised: tried[k] }] : []));
  if (fits.length === 0) return { ask: `I can't fit that into ${parts.length === 1 ? 'the change' : 'the changes'} above. What should be different, and how?` };
  if (fits.length > 1 && !every) {
    const names = fits.map((f) => subjectOf(parts[f.i]) || `change ${f.i + 1}`);
    return { ask: `Which one should change, ${quoteList(names)}? Say its name with the new value.`, choices: choicesOf(parts, fits, names) };
  }
  const revised = new Map<number, ToolCall>();
  for (const { i, revised: call } of fits) {
    if ('refuse' in call) return { ask: call.refuse };
    revised.set(i, call);
  }
  return { calls: parts.map((p, k) => revised.get(k) ?? p.call) };
}

/** "Which one should change?": a button per part the correction fits, each the proposal with that part revised. */
function choicesOf(parts: Part[], fits: { i: number; revised: ToolCall | { refuse: string } }[], names: string[]): ChatChoice[] {
  const unique = new Set(names).size === names.length;
  return fits.flatMap((f, k) => {
    if ('refuse' in f.revised) return [];
    const revised = f.revised;
    const label = unique ? names[k] : `${names[k]} (change ${f.i + 1})`;
    return [{ label, calls: parts.map((p, j) => (j === f.i ? revised : p.call)) }];
  });
}

/** What one request says of the proposal: its new values, the parts it names, and the words neither accounts for. */
function readingOf(r: Reading, parts: Part[]) {
  const said = valuesOf(r);
  // "not the yoga" names the part it takes back; "1pm not 12:30" names the old value, which is read no further.
  const refs = namedParts(r, parts, said.covered);
  const covered = [...said.covered, ...refs.covered, ...(said.tail ? [said.tail] : [])];
  const unread = r.words.filter(
    (w) => !covered.some((c) => within(w.span, c)) && !PLAIN.has(w.lower) && !DROP.has(w.lower) && !KEEP.has(w.lower) && !ALL.has(w.lower),
  );
  return { said, refs, unread, some: Object.keys(said.values).length > 0, every: r.words.some((w) => ALL.has(w.lower)) };
}

/** "yoga at 8 and the dentist at 6": each part of the message names a part of the proposal and gives its new values. */
async function byClauses(ctx: AiContext, clauses: Reading[], parts: Part[]): Promise<Applied | null> {
  if (clauses.length < 2) return null;
  let current = parts;
  for (const clause of clauses) {
    const read = readingOf(clause, current);
    if (read.unread.length || !read.some || read.said.twice || read.refs.indices.size === 0) return null;
    const applied = await applyValues(ctx, current, read.said.values, read.refs.indices, false);
    if ('ask' in applied) return applied;
    current = current.map((p, k) => ({ ...p, call: applied.calls[k] }));
  }
  return { calls: current.map((p) => p.call) };
}

/**
 * The parts of a correction that gives each part of the proposal its own value: the message's own parts, or, as a
 * part with no verb of its own does not divide a message ("yoga at 8 and the dentist at 6"), its words around "and".
 */
function clausesOf(m: Message, known: Known, options: UnderstandOptions): Reading[] {
  if (m.clauses.length > 1) return m.clauses;
  const r = m.whole;
  const joints = [...r.text.matchAll(/\s*(?:,\s*and|,|;|\band)\s+/gi)];
  if (joints.length === 0) return [];
  const cuts = [0, ...joints.flatMap((j) => [j.index, j.index + j[0].length]), r.text.length];
  const pieces = Array.from({ length: cuts.length / 2 }, (_, i) => ({ from: cuts[2 * i], to: cuts[2 * i + 1] }));
  return pieces.map((p) => extract(r.text.slice(p.from, p.to), known, options, r.offset + p.from));
}

/** "without the second one", "skip the dentist", "just the yoga": the proposal with those parts out, or only those. */
async function dropped(ctx: AiContext, r: Reading, parts: Part[], named: Set<number>): Promise<TurnResult | null> {
  const drop = r.words.some((w) => DROP.has(w.lower));
  const keep = r.words.some((w) => KEEP.has(w.lower));
  if (named.size === 0 || drop === keep) return null;
  const left = parts.filter((_, i) => named.has(i) === keep).map((p) => p.call);
  if (left.length === parts.length) return null;
  if (left.length === 0) return { text: 'OK, I kept everything as it was.' };
  return revisedProposal(ctx, left);
}

/** "and add gym too", "also log 8 cups of water": another change read as a request of its own, joined to the proposal. */
async function added(ctx: AiContext, known: Known & { blocks: BlockRow[] }, last: ChatMeta, calls: ToolCall[], m: Message, options: UnderstandOptions) {
  const request = m.said.replace(/^(?:and|also|plus)\b[\s,]*/i, '').replace(/[\s,]*\b(?:too|also|as\s+well)$/i, '');
  const intent = understand(readMessage(request, known, options), options);
  if (intent.intent === 'clarify') return waiting(last, intent.question, intent.proposal);
  const changes = intent.intent === 'several' ? intent.parts : isChange(intent) ? [intent] : null;
  if (!changes) return waiting(last, 'What should I add to these changes? For example "and gym tomorrow at 6pm too".');
  const more: ToolCall[] = [];
  for (const change of changes) {
    const resolved = await resolve(ctx, known.blocks, change, last);
    if ('refuse' in resolved) return waiting(last, resolved.refuse);
    if ('ask' in resolved) return waiting(last, resolved.ask, resolved.draft);
    more.push(...resolved.calls);
  }
  return revisedProposal(ctx, [...calls, ...more]);
}

/** "What time should "Gym" start?" asked while a proposal waits: the answer completes the new change, joined to it. */
async function completed(ctx: AiContext, known: BlockRow[], last: ChatMeta, calls: ToolCall[], values: NewValues): Promise<TurnResult | null> {
  const draft = last.draft;
  if (draft?.intent !== 'add-block' || !(values.date || values.start || values.number !== undefined)) return null;
  const bare =
    values.number !== undefined && Number.isInteger(values.number)
      ? { hour: values.number >= 1 && values.number <= 6 ? values.number + 12 : values.number, minute: 0 }
      : undefined;
  const start = values.start?.time ?? bare;
  const next: ChangeIntent = {
    ...draft,
    ...(values.date ? { date: values.date } : {}),
    ...(start ? { start, partOfDay: undefined } : {}),
    ...(values.length !== undefined ? { minutes: values.length } : {}),
  };
  const resolved = await resolve(ctx, known, next, last);
  if ('refuse' in resolved) return waiting(last, resolved.refuse, draft);
  if ('ask' in resolved) return waiting(last, resolved.ask, resolved.draft ?? next);
  return revisedProposal(ctx, [...calls, ...resolved.calls]);
}

/** Said as a correction: "actually", "no,", "make it", "instead", "not 7". */
const correcting = (r: Reading) => r.followUp || r.cues.has('amend-opener') || r.cues.has('revise') || r.cues.has('making') || r.cues.has('not-tail');

/** What a message after a proposal did with it: the reply when it revised it, or whether it may still be about it. */
export type Revision = { reply: TurnResult } | { aboutIt: boolean };

/**
 * A message after a proposal that changes it rather than answering it: "actually make it 8", "no, 7:30", "thursday
 * instead", "call it Piano", "and add gym too", "without the second one". The new values the reading found are put
 * into the proposal's typed calls and proposed again for Confirm; a correction that maps onto no one part asks one
 * short question and keeps the proposal as it was. A message that is a request of its own is left to the turn, which
 * is told whether it was said as a correction or names a part of the proposal, so it is shown before it is made.
 */
export async function reviseTurn(
  ctx: AiContext,
  known: Known & { blocks: BlockRow[] },
  last: ChatMeta,
  m: Message,
  options: UnderstandOptions,
): Promise<Revision> {
  const calls = callsOf(last.pending);
  const r = m.whole;
  if (!calls || m.control || (r.question && !r.cues.has('amend-opener'))) return { aboutIt: false };
  const parts = await Promise.all(calls.map(async (call) => ({ call, line: await previewCall(ctx, call) })));
  const reply = (applied: Applied) => ('ask' in applied ? waiting(last, applied.ask, undefined, applied.choices) : revisedProposal(ctx, applied.calls));
  const { said, refs, unread, some, every } = readingOf(r, parts);
  if (some && unread.length === 0) {
    const drafted = await completed(ctx, known.blocks, last, calls, said.values);
    if (drafted) return { reply: drafted };
    const clauses = await byClauses(ctx, clausesOf(m, known, options), parts);
    if (clauses) return { reply: await reply(clauses) };
    if (said.twice) return { reply: waiting(last, 'I read two new values there. Which one did you mean?') };
    return { reply: await reply(await applyValues(ctx, parts, said.values, refs.indices, every)) };
  }
  if (/^(?:and|also|plus)\b|\b(?:too|also|as\s+well)$/i.test(m.said) && unread.length) return { reply: await added(ctx, known, last, calls, m, options) };
  const out = !some && unread.length === 0 ? await dropped(ctx, r, parts, refs.indices) : null;
  if (out) return { reply: out };
  const aboutIt = correcting(r) || refs.indices.size > 0;
  // Words about something of the user's that is not in the proposal are a request of its own.
  const other = r.blocks.length > 0 || r.tasks.length > 0 || r.goals.length > 0 || r.people.some((p) => p.strength >= 3);
  if (!correcting(r) || (other && refs.indices.size === 0)) return { aboutIt };
  const words = unread.map((w) => w.text).join(' ');
  const question = words
    ? `I'm not sure how "${words}" changes this. What should be different: the time, day, length or name?`
    : 'What should be different: the time, day, length or name?';
  return { reply: waiting(last, question) };
}
