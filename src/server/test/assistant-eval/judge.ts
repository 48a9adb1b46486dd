import type { Expect } from './cases.js';
import { occurrenceKey, type Observed, type SeenBlock } from './observe.js';

export interface Verdict {
  pass: boolean;
  /** What did not match, for the tuning report and for debugging the harness. */
  why?: string;
}

const ok: Verdict = { pass: true };
const fail = (why: string): Verdict => ({ pass: false, why });

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const describe = (b: SeenBlock) => `"${b.title}" ${b.date} ${hhmm(b.start)}–${hhmm(b.end)} (${b.category})${b.rrule ? ' repeating' : ''}`;

/** Keys whose value differs between two records, those only in one included. */
function changedKeys<T>(before: Record<string, T>, after: Record<string, T>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
}

export interface Changes {
  rows: string[];
  shown: string[];
  interactions: string[];
  other: string[];
}

export function changesOf(before: Observed, after: Observed): Changes {
  return {
    rows: changedKeys(before.rows, after.rows),
    shown: changedKeys(before.shown, after.shown),
    interactions: changedKeys(before.interactions, after.interactions),
    other: changedKeys(before.other, after.other),
  };
}

/** Every change not allowed by `allowed`, said in words; empty when nothing else changed. */
function stray(
  c: Changes,
  before: Observed,
  after: Observed,
  allowed: { rows?: string[]; shown?: (key: string) => boolean; interactions?: string[]; other?: string[] } = {},
): string[] {
  const out: string[] = [];
  for (const k of c.rows.filter((k) => !allowed.rows?.includes(k))) {
    out.push(
      !before.rows[k]
        ? `added ${describe(after.rows[k])}`
        : !after.rows[k]
          ? `deleted ${describe(before.rows[k])}`
          : `changed ${describe(before.rows[k])} to ${describe(after.rows[k])}`,
    );
  }
  for (const k of c.shown.filter((k) => !(allowed.shown?.(k) ?? false))) {
    if (c.rows.includes(k.split('@')[0])) continue;
    out.push(
      !before.shown[k]
        ? `added ${describe(after.shown[k])}`
        : !after.shown[k]
          ? `removed ${describe(before.shown[k])}`
          : `changed ${describe(before.shown[k])} to ${describe(after.shown[k])}`,
    );
  }
  for (const k of c.interactions.filter((k) => !allowed.interactions?.includes(k))) {
    const i = after.interactions[k] ?? before.interactions[k];
    out.push(`${after.interactions[k] ? 'logged' : 'removed'} a ${i.type} with ${i.person} on ${i.date}`);
  }
  for (const k of c.other.filter((k) => !allowed.other?.includes(k))) out.push(`changed ${k.split('/')[0]}`);
  return out;
}

/** The world's block a case names, by its title and the date it shows on. */
function worldBlock(before: Observed, ref: { title: string; date: string }): SeenBlock | string {
  const same = (b: SeenBlock) => b.title.toLowerCase() === ref.title.toLowerCase() && b.date === ref.date;
  const found = Object.values(before.shown).filter(same);
  if (found.length === 0) found.push(...Object.values(before.rows).filter(same));
  if (found.length !== 1) return `the world has ${found.length} blocks "${ref.title}" on ${ref.date}`;
  return found[0];
}

/** Lower case, with the spaces formatters put inside times and numbers read as plain spaces. */
export const plain = (text: string) => text.toLowerCase().replace(/[\u00a0\u202f\u2009]/g, ' ');

function includesAll(reply: string, groups: string[][]): string | null {
  const text = plain(reply);
  const missing = groups.filter((g) => !g.some((alt) => text.includes(plain(alt))));
  return missing.length ? `the answer lacks ${missing.map((g) => JSON.stringify(g)).join(' and ')}` : null;
}

function judgeAdded(e: Extract<Expect, { type: 'block-added' }>, before: Observed, after: Observed, c: Changes): Verdict {
  const added = c.rows.filter((k) => !before.rows[k] && after.rows[k]);
  if (added.length !== 1)
    return fail(`expected one new block, found ${added.length}${stray(c, before, after).length ? `: ${stray(c, before, after).join('; ')}` : ''}`);
  const id = added[0];
  const b = after.rows[id];
  const others = stray(c, before, after, { rows: [id], shown: (k) => k.startsWith(`${id}@`), other: [`exceptions/${id}`] });
  if (others.length) return fail(`besides the new block it ${others.join('; ')}`);
  const problems: string[] = [];
  const firstShown = Object.values(after.shown)
    .filter((s) => s.id === id)
    .map((s) => s.date)
    .sort()[0];
  if (b.date !== e.date && firstShown !== e.date) problems.push(`date ${b.date}, expected ${e.date}`);
  if (e.start && b.start !== minutes(e.start)) problems.push(`start ${hhmm(b.start)}, expected ${e.start}`);
  if (e.startBetween && (b.start < minutes(e.startBetween[0]) || b.start > minutes(e.startBetween[1])))
    problems.push(`start ${hhmm(b.start)}, expected between ${e.startBetween.join(' and ')}`);
  if (e.end && b.end !== minutes(e.end)) problems.push(`end ${hhmm(b.end)}, expected ${e.end}`);
  for (const w of e.titleWords ?? []) if (!b.title.toLowerCase().includes(w.toLowerCase())) problems.push(`title "${b.title}" lacks "${w}"`);
  if (e.category && b.category !== e.category) problems.push(`category ${b.category}, expected ${e.category}`);
  if (e.repeats && !b.rrule) problems.push('it does not repeat');
  return problems.length ? fail(`added ${describe(b)}: ${problems.join('; ')}`) : ok;
}

type WantedChange = { block: { title: string; date: string }; date?: string; start?: string; end?: string; title?: string; category?: string };

/** How a world block must look after the case, or why the harness cannot tell which block is meant. */
function problemsOf(e: WantedChange, target: SeenBlock, now: SeenBlock): string[] {
  const want = {
    date: e.date ?? target.date,
    start: e.start ? minutes(e.start) : target.start,
    end: e.end ? minutes(e.end) : target.end,
    title: e.title ?? target.title,
    category: e.category ?? target.category,
  };
  const problems: string[] = [];
  if (now.date !== want.date) problems.push(`date ${now.date}, expected ${want.date}`);
  if (now.start !== want.start) problems.push(`start ${hhmm(now.start)}, expected ${hhmm(want.start)}`);
  if (now.end !== want.end) problems.push(`end ${hhmm(now.end)}, expected ${hhmm(want.end)}`);
  if (now.title.trim().toLowerCase() !== want.title.trim().toLowerCase()) problems.push(`title "${now.title}", expected "${want.title}"`);
  if (now.category !== want.category) problems.push(`category ${now.category}, expected ${want.category}`);
  return problems;
}

/** Blocks several cases change together: each now as expected, and nothing else changed. */
function judgeManyChanged(wanted: WantedChange[], before: Observed, after: Observed, c: Changes): Verdict {
  const rows: string[] = [];
  const shown: string[] = [];
  const other: string[] = [];
  const problems: string[] = [];
  for (const e of wanted) {
    const target = worldBlock(before, e.block);
    if (typeof target === 'string') return fail(`harness: ${target}`);
    const series = target.rrule !== null && target.occurrence !== null;
    const key = occurrenceKey(target);
    if (series) {
      shown.push(key);
      other.push(`exceptions/${target.id}`);
    } else rows.push(target.id);
    const now = series ? after.shown[key] : after.rows[target.id];
    if (!now) problems.push(`"${target.title}" is gone`);
    else problems.push(...problemsOf(e, target, now).map((p) => `"${target.title}" ${p}`));
  }
  const others = stray(c, before, after, { rows, shown: (k) => shown.includes(k) || rows.some((id) => k.startsWith(`${id}@`)), other });
  return problems.length || others.length ? fail([...problems, ...others.map((o) => `besides, it ${o}`)].join('; ')) : ok;
}

function judgeChanged(e: Extract<Expect, { type: 'block-changed' }>, before: Observed, after: Observed, c: Changes): Verdict {
  const target = worldBlock(before, e.block);
  if (typeof target === 'string') return fail(`harness: ${target}`);
  const series = target.rrule !== null && target.occurrence !== null;
  const key = occurrenceKey(target);
  const now = series ? after.shown[key] : after.rows[target.id];
  const others = series
    ? stray(c, before, after, { shown: (k) => k === key, other: [`exceptions/${target.id}`] })
    : stray(c, before, after, { rows: [target.id], shown: (k) => k.startsWith(`${target.id}@`) });
  if (!now) return fail(`"${target.title}" is gone${others.length ? `; it ${others.join('; ')}` : ''}`);
  if (others.length) return fail(`besides "${target.title}" it ${others.join('; ')}`);
  const problems = problemsOf(e, target, now);
  return problems.length ? fail(`"${target.title}" is now ${describe(now)}: ${problems.join('; ')}`) : ok;
}

function judgeDeleted(e: Extract<Expect, { type: 'block-deleted' }>, before: Observed, after: Observed, c: Changes): Verdict {
  const target = worldBlock(before, e.block);
  if (typeof target === 'string') return fail(`harness: ${target}`);
  const series = target.rrule !== null && target.occurrence !== null;
  const key = occurrenceKey(target);
  const gone = series ? !after.shown[key] : !after.rows[target.id];
  const others = series
    ? stray(c, before, after, { shown: (k) => k === key, other: [`exceptions/${target.id}`] })
    : stray(c, before, after, { rows: [target.id], shown: (k) => k.startsWith(`${target.id}@`) });
  if (!gone) return fail(`"${target.title}" on ${target.date} is still there${others.length ? `; it ${others.join('; ')}` : ''}`);
  return others.length ? fail(`besides deleting "${target.title}" it ${others.join('; ')}`) : ok;
}

function judgeLogged(e: Extract<Expect, { type: 'interaction-logged' }>, before: Observed, after: Observed, c: Changes): Verdict {
  const added = c.interactions.filter((k) => !before.interactions[k]);
  if (added.length !== 1)
    return fail(`expected one interaction logged, found ${added.length}${stray(c, before, after).length ? `: ${stray(c, before, after).join('; ')}` : ''}`);
  const i = after.interactions[added[0]];
  const people = c.other.filter((k) => k.startsWith('relationships/'));
  const others = stray(c, before, after, { interactions: added, other: people.length === 1 ? people : [] });
  if (others.length) return fail(`besides the interaction it ${others.join('; ')}`);
  const problems: string[] = [];
  if (i.person !== e.person) problems.push(`with ${i.person}, expected ${e.person}`);
  if (i.date !== e.date) problems.push(`on ${i.date}, expected ${e.date}`);
  if (e.interactionType && i.type !== e.interactionType) problems.push(`a ${i.type}, expected a ${e.interactionType}`);
  return problems.length ? fail(`logged: ${problems.join('; ')}`) : ok;
}

function judgeGoal(e: Extract<Expect, { type: 'goal-progress' }>, before: Observed, after: Observed, c: Changes): Verdict {
  const id = Object.keys(before.goals).find((k) => before.goals[k].title === e.goal);
  if (!id) return fail(`harness: no goal "${e.goal}" in the world`);
  const others = stray(c, before, after, { other: [`goals/${id}`] });
  if (others.length) return fail(`besides the goal it ${others.join('; ')}`);
  const g = after.goals[id];
  if (!g) return fail(`"${e.goal}" is gone`);
  if (e.completedMilestones !== undefined && g.completedMilestones !== e.completedMilestones)
    return fail(`"${e.goal}" shows ${g.completedMilestones} milestones (${g.progress}%), expected ${e.completedMilestones}`);
  if (e.progress !== undefined && g.progress !== e.progress) return fail(`"${e.goal}" is at ${g.progress}%, expected ${e.progress}%`);
  return ok;
}

function judgeTaskAdded(e: Extract<Expect, { type: 'task-added' }>, before: Observed, after: Observed, c: Changes): Verdict {
  const added = Object.keys(after.tasks).filter((k) => !before.tasks[k]);
  const others = stray(c, before, after, { other: added.map((k) => `tasks/${k}`) });
  if (added.length !== 1) return fail(`expected one task added, found ${added.length}${others.length ? `; it ${others.join('; ')}` : ''}`);
  if (others.length) return fail(`besides the task it ${others.join('; ')}`);
  const t = after.tasks[added[0]];
  const title = t.title.toLowerCase();
  const problems = e.titleWords.filter((w) => !title.includes(w.toLowerCase())).map((w) => `title "${t.title}" lacks "${w}"`);
  if (t.dueDate !== e.dueDate) problems.push(`due ${t.dueDate}, expected ${e.dueDate}`);
  return problems.length ? fail(problems.join('; ')) : ok;
}

function judgeTaskDone(e: Extract<Expect, { type: 'task-done' }>, before: Observed, after: Observed, c: Changes): Verdict {
  const id = Object.keys(before.tasks).find((k) => before.tasks[k].title === e.task);
  if (!id) return fail(`harness: no task "${e.task}" in the world`);
  const others = stray(c, before, after, { other: [`tasks/${id}`] });
  if (others.length) return fail(`besides the task it ${others.join('; ')}`);
  return after.tasks[id]?.status === 'done' ? ok : fail(`"${e.task}" is ${after.tasks[id]?.status ?? 'gone'}`);
}

/** Whether two observations of an account hold the same rows. */
export function sameState(a: Observed, b: Observed): boolean {
  const c = changesOf(a, b);
  return c.rows.length + c.shown.length + c.interactions.length + c.other.length === 0;
}

/** Whether the account and the last reply show the effect the case expects. */
export function judge(e: Expect, before: Observed, after: Observed, reply: string): Verdict {
  const c = changesOf(before, after);
  switch (e.type) {
    case 'block-added':
      return judgeAdded(e, before, after, c);
    case 'block-changed':
      return judgeChanged(e, before, after, c);
    case 'blocks-changed':
      return judgeManyChanged(e.changes, before, after, c);
    case 'block-deleted':
      return judgeDeleted(e, before, after, c);
    case 'interaction-logged':
      return judgeLogged(e, before, after, c);
    case 'goal-progress':
      return judgeGoal(e, before, after, c);
    case 'task-added':
      return judgeTaskAdded(e, before, after, c);
    case 'task-done':
      return judgeTaskDone(e, before, after, c);
    default: {
      const changed = stray(c, before, after);
      if (changed.length) return fail(`it ${changed.join('; ')}`);
      if (e.type === 'asks' && !reply.includes('?')) return fail('the reply asks nothing');
      const missing = e.type === 'nothing-changed' ? null : e.includes ? includesAll(reply, e.includes) : null;
      return missing ? fail(missing) : ok;
    }
  }
}
