import type { ChangeExpect, Expect } from './cases.js';
import { occurrenceKey, type Observed, type SeenBlock } from './observe.js';
import { KG_PER_LB } from '../../../shared/health-metrics.js';

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

/** The user's workday in the evaluation world, where a day's plan puts blocks. */
const WORKDAY = { start: minutes('09:00'), end: minutes('17:00') };
/** The world's clock: Wednesday 11 March 2026, 10:00. */
const WORLD = { today: '2026-03-11', now: minutes('10:00') };

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

/** The changes an expectation accounts for; anything else that changed is a stray change. */
interface Allowed {
  rows: string[];
  shown: ((key: string) => boolean)[];
  interactions: string[];
  other: string[];
}

const none = (): Allowed => ({ rows: [], shown: [], interactions: [], other: [] });
const merge = (parts: Allowed[]): Allowed => ({
  rows: parts.flatMap((p) => p.rows),
  shown: parts.flatMap((p) => p.shown),
  interactions: parts.flatMap((p) => p.interactions),
  other: parts.flatMap((p) => p.other),
});

/** What one part of an expectation found: why it does not hold (none when it does) and what it accounts for. */
interface Check {
  problems: string[];
  allowed: Allowed;
  /** New rows or items it took as its own, so another part of the same case cannot take them too. */
  claimed?: string[];
}

/** Every change not allowed, said in words; empty when nothing else changed. */
function stray(c: Changes, before: Observed, after: Observed, allowed: Allowed = none()): string[] {
  const out: string[] = [];
  for (const k of c.rows.filter((k) => !allowed.rows.includes(k))) {
    out.push(
      !before.rows[k]
        ? `added ${describe(after.rows[k])}`
        : !after.rows[k]
          ? `deleted ${describe(before.rows[k])}`
          : `changed ${describe(before.rows[k])} to ${describe(after.rows[k])}`,
    );
  }
  for (const k of c.shown.filter((k) => !allowed.shown.some((ok) => ok(k)))) {
    if (c.rows.includes(k.split('@')[0])) continue;
    out.push(
      !before.shown[k]
        ? `added ${describe(after.shown[k])}`
        : !after.shown[k]
          ? `removed ${describe(before.shown[k])}`
          : `changed ${describe(before.shown[k])} to ${describe(after.shown[k])}`,
    );
  }
  for (const k of c.interactions.filter((k) => !allowed.interactions.includes(k))) {
    const i = after.interactions[k] ?? before.interactions[k];
    out.push(`${after.interactions[k] ? 'logged' : 'removed'} a ${i.type} with ${i.person} on ${i.date}`);
  }
  for (const k of c.other.filter((k) => !allowed.other.includes(k))) out.push(`changed ${k.split('/')[0]}`);
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

const blockAllowed = (id: string): Allowed => ({ ...none(), rows: [id], shown: [(k) => k.startsWith(`${id}@`)], other: [`exceptions/${id}`] });

function addedProblems(e: Extract<ChangeExpect, { type: 'block-added' }>, after: Observed, id: string): string[] {
  const b = after.rows[id];
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
  return problems.length ? [`added ${describe(b)}: ${problems.join('; ')}`] : [];
}

/** The one new item of a kind a part takes: alone, exactly one; among other parts, the first that fits and is not taken. */
function pickNew(added: string[], taken: Set<string>, alone: boolean, what: string, problemsOf: (id: string) => string[]): Check {
  const free = added.filter((id) => !taken.has(id));
  if (alone && added.length !== 1) return { problems: [`expected one new ${what}, found ${added.length}`], allowed: none() };
  if (free.length === 0) return { problems: [`expected a new ${what}, found none`], allowed: none() };
  const fitting = free.find((id) => problemsOf(id).length === 0) ?? free[0];
  return { problems: problemsOf(fitting), allowed: none(), claimed: [fitting] };
}

function checkAdded(
  e: Extract<ChangeExpect, { type: 'block-added' }>,
  before: Observed,
  after: Observed,
  c: Changes,
  taken: Set<string>,
  alone: boolean,
): Check {
  const added = c.rows.filter((k) => !before.rows[k] && after.rows[k]);
  const picked = pickNew(added, taken, alone, 'block', (id) => addedProblems(e, after, id));
  return { ...picked, allowed: merge((picked.claimed ?? []).map(blockAllowed)) };
}

type WantedChange = { block: { title: string; date: string }; date?: string; start?: string; end?: string; title?: string; category?: string };

/** How a world block must look after the case, or why the harness cannot tell which block is meant. */
function problemsOf(e: WantedChange, target: SeenBlock, now: SeenBlock): string[] {
  const start = e.start ? minutes(e.start) : target.start;
  // A block moved with a new start and no end keeps its length.
  const want = {
    date: e.date ?? target.date,
    start,
    end: e.end ? minutes(e.end) : start + target.end - target.start,
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

/** A world block (or one occurrence) as the case left it, and the changes that touching it accounts for. */
function touched(before: Observed, after: Observed, ref: { title: string; date: string }): { target: SeenBlock; now?: SeenBlock; allowed: Allowed } | string {
  const target = worldBlock(before, ref);
  if (typeof target === 'string') return `harness: ${target}`;
  const series = target.rrule !== null && target.occurrence !== null;
  const key = occurrenceKey(target);
  if (series) return { target, now: after.shown[key], allowed: { ...none(), shown: [(k) => k === key], other: [`exceptions/${target.id}`] } };
  return { target, now: after.rows[target.id], allowed: { ...none(), rows: [target.id], shown: [(k) => k.startsWith(`${target.id}@`)] } };
}

function checkChanged(e: WantedChange, before: Observed, after: Observed): Check {
  const t = touched(before, after, e.block);
  if (typeof t === 'string') return { problems: [t], allowed: none() };
  if (!t.now) return { problems: [`"${t.target.title}" is gone`], allowed: t.allowed };
  const problems = problemsOf(e, t.target, t.now);
  return { problems: problems.length ? [`"${t.target.title}" is now ${describe(t.now)}: ${problems.join('; ')}`] : [], allowed: t.allowed };
}

function checkDeleted(e: Extract<ChangeExpect, { type: 'block-deleted' }>, before: Observed, after: Observed): Check {
  const t = touched(before, after, e.block);
  if (typeof t === 'string') return { problems: [t], allowed: none() };
  return { problems: t.now ? [`"${t.target.title}" on ${t.target.date} is still there`] : [], allowed: t.allowed };
}

function checkLogged(
  e: Extract<ChangeExpect, { type: 'interaction-logged' }>,
  before: Observed,
  after: Observed,
  c: Changes,
  taken: Set<string>,
  alone: boolean,
): Check {
  const added = c.interactions.filter((k) => !before.interactions[k]);
  const problemsOfOne = (k: string) => {
    const i = after.interactions[k];
    const problems: string[] = [];
    if (i.person !== e.person) problems.push(`with ${i.person}, expected ${e.person}`);
    if (i.date !== e.date) problems.push(`on ${i.date}, expected ${e.date}`);
    if (e.interactionType && i.type !== e.interactionType) problems.push(`a ${i.type}, expected a ${e.interactionType}`);
    return problems.length ? [`logged: ${problems.join('; ')}`] : [];
  };
  const picked = pickNew(added, taken, alone, 'interaction', problemsOfOne);
  // Logging moves the person's last contact: their row may change, and only theirs.
  const people = (picked.claimed ?? []).map((k) => `relationships/${after.interactions[k].relationshipId}`);
  return { ...picked, allowed: { ...none(), interactions: picked.claimed ?? [], other: people } };
}

const goalId = (before: Observed, title: string) => Object.keys(before.goals).find((k) => before.goals[k].title === title);

function checkGoal(e: Extract<ChangeExpect, { type: 'goal-progress' }>, before: Observed, after: Observed): Check {
  const id = goalId(before, e.goal);
  if (!id) return { problems: [`harness: no goal "${e.goal}" in the world`], allowed: none() };
  const allowed = { ...none(), other: [`goals/${id}`, `milestones/${id}`] };
  const g = after.goals[id];
  if (!g) return { problems: [`"${e.goal}" is gone`], allowed };
  if (e.completedMilestones !== undefined && g.completedMilestones !== e.completedMilestones)
    return { problems: [`"${e.goal}" shows ${g.completedMilestones} milestones (${g.progress}%), expected ${e.completedMilestones}`], allowed };
  if (e.progress !== undefined && g.progress !== e.progress) return { problems: [`"${e.goal}" is at ${g.progress}%, expected ${e.progress}%`], allowed };
  return { problems: [], allowed };
}

function checkTaskAdded(e: Extract<ChangeExpect, { type: 'task-added' }>, before: Observed, after: Observed, taken: Set<string>, alone: boolean): Check {
  const added = Object.keys(after.tasks).filter((k) => !before.tasks[k]);
  const problemsOfOne = (id: string) => {
    const t = after.tasks[id];
    const title = t.title.toLowerCase();
    const problems = e.titleWords.filter((w) => !title.includes(w.toLowerCase())).map((w) => `title "${t.title}" lacks "${w}"`);
    if (t.dueDate !== e.dueDate) problems.push(`due ${t.dueDate}, expected ${e.dueDate}`);
    if (e.priority && t.priority !== e.priority) problems.push(`priority ${t.priority}, expected ${e.priority}`);
    if (e.estimateMinutes !== undefined && t.estimateMinutes !== e.estimateMinutes)
      problems.push(`estimate ${t.estimateMinutes}, expected ${e.estimateMinutes}`);
    const labels = t.labels.map((l) => l.toLowerCase().replace(/^@/, ''));
    for (const l of e.labels ?? []) if (!labels.includes(l.toLowerCase())) problems.push(`labels [${t.labels.join(', ')}] lack "${l}"`);
    if (e.repeats && !t.rrule) problems.push('it does not repeat');
    return problems;
  };
  const picked = pickNew(added, taken, alone, 'task', problemsOfOne);
  return { ...picked, allowed: { ...none(), other: (picked.claimed ?? []).map((k) => `tasks/${k}`) } };
}

const taskId = (before: Observed, title: string) => Object.keys(before.tasks).find((k) => before.tasks[k].title === title);

function checkTaskDone(e: Extract<ChangeExpect, { type: 'task-done' }>, before: Observed, after: Observed): Check {
  const id = taskId(before, e.task);
  if (!id) return { problems: [`harness: no task "${e.task}" in the world`], allowed: none() };
  const status = after.tasks[id]?.status;
  return { problems: status === 'done' ? [] : [`"${e.task}" is ${status ?? 'gone'}`], allowed: { ...none(), other: [`tasks/${id}`] } };
}

function checkTaskChanged(e: Extract<ChangeExpect, { type: 'task-changed' }>, before: Observed, after: Observed): Check {
  const id = taskId(before, e.task);
  if (!id) return { problems: [`harness: no task "${e.task}" in the world`], allowed: none() };
  const allowed = { ...none(), other: [`tasks/${id}`] };
  const was = before.tasks[id];
  const now = after.tasks[id];
  if (!now) return { problems: [`"${e.task}" is gone`], allowed };
  const want = {
    dueDate: e.dueDate !== undefined ? e.dueDate : was.dueDate,
    priority: e.priority ?? was.priority,
    estimateMinutes: e.estimateMinutes ?? was.estimateMinutes,
    title: e.title ?? was.title,
  };
  const problems: string[] = [];
  if (now.dueDate !== want.dueDate) problems.push(`due ${now.dueDate}, expected ${want.dueDate}`);
  if (now.priority !== want.priority) problems.push(`priority ${now.priority}, expected ${want.priority}`);
  if (now.estimateMinutes !== want.estimateMinutes) problems.push(`estimate ${now.estimateMinutes}, expected ${want.estimateMinutes}`);
  if (now.title.trim().toLowerCase() !== want.title.trim().toLowerCase()) problems.push(`title "${now.title}", expected "${want.title}"`);
  if (now.status !== was.status) problems.push(`it is now ${now.status}`);
  return { problems: problems.length ? [`"${e.task}": ${problems.join('; ')}`] : [], allowed };
}

/** A weight as the user said it: the stored pounds in the unit said, to the nearest tenth. */
const weightIn = (pounds: number, unit: 'kg' | 'lbs') => Math.round((unit === 'kg' ? pounds * KG_PER_LB : pounds) * 10) / 10;

function checkHealth(e: Extract<ChangeExpect, { type: 'health-logged' }>, before: Observed, after: Observed, siblings: ChangeExpect[]): Check {
  const record = after.health[e.date];
  const id = after.healthIds[e.date];
  const allowed = { ...none(), other: id ? [`healthMetrics/${id}`] : [] };
  if (!record) return { problems: [`no health record on ${e.date}`], allowed };
  const problems: string[] = [];
  const stored = record[e.metric];
  if (stored === undefined) problems.push(`${e.metric} is not recorded on ${e.date}`);
  else if (e.metric === 'weight') {
    const unit = e.unit ?? 'lbs';
    if (weightIn(stored, unit) !== Math.round(e.value * 10) / 10) problems.push(`weight ${weightIn(stored, unit)} ${unit}, expected ${e.value} ${unit}`);
  } else if (stored !== e.value) problems.push(`${e.metric} ${stored}, expected ${e.value}`);
  const was = before.health[e.date] ?? {};
  // Another part of the same case may record another metric of the same day.
  const expected = new Set(siblings.flatMap((s) => (s.type === 'health-logged' && s.date === e.date ? [s.metric] : [])));
  for (const key of new Set([...Object.keys(was), ...Object.keys(record)]))
    if (key !== e.metric && !expected.has(key) && was[key] !== record[key])
      problems.push(`${key} changed from ${was[key] ?? 'nothing'} to ${record[key] ?? 'nothing'}`);
  return { problems: problems.length ? [`${e.date}: ${problems.join('; ')}`] : [], allowed };
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;

function checkPlanned(e: Extract<ChangeExpect, { type: 'day-planned' }>, before: Observed, after: Observed, c: Changes): Check {
  const added = c.rows.filter((k) => !before.rows[k] && after.rows[k]);
  const allowed = merge(added.map(blockAllowed));
  if (added.length === 0) return { problems: ['no block was added'], allowed };
  const taskTitles = new Map(Object.entries(before.tasks).map(([id, t]) => [id, t.title]));
  const byTitle = new Map([...taskTitles.values()].map((t) => [t.toLowerCase(), t]));
  const existing = Object.values(before.shown).filter((b) => b.date === e.date);
  const planned = added.map((id) => after.rows[id]);
  const problems: string[] = [];
  const taskOf = (b: SeenBlock) => (b.taskId ? taskTitles.get(b.taskId) : undefined) ?? byTitle.get(b.title.trim().toLowerCase());
  const earliest = e.date === WORLD.today ? Math.max(WORKDAY.start, WORLD.now) : WORKDAY.start;
  for (const b of planned) {
    const what = describe(b);
    if (b.date !== e.date) problems.push(`${what} is not on ${e.date}`);
    if (!taskOf(b)) problems.push(`${what} is for none of the tasks`);
    if (b.start < earliest || b.end > WORKDAY.end) problems.push(`${what} is outside the workday${e.date === WORLD.today ? ' still to come' : ''}`);
    const over = existing.filter((x) => overlaps(x, b));
    if (over.length) problems.push(`${what} overlaps ${over.map(describe).join(', ')}`);
    if (e.notBefore && b.start < minutes(e.notBefore)) problems.push(`${what} starts before ${e.notBefore}`);
    if (e.notAfter && b.end > minutes(e.notAfter)) problems.push(`${what} ends after ${e.notAfter}`);
    for (const [from, to] of e.free ?? [])
      if (overlaps(b, { start: minutes(from), end: minutes(to) })) problems.push(`${what} takes time in ${from}–${to}, which was to stay free`);
  }
  planned.forEach((a, i) => planned.slice(i + 1).forEach((b) => overlaps(a, b) && problems.push(`${describe(a)} overlaps ${describe(b)}`)));
  const tasksPlanned = new Set(planned.map(taskOf));
  for (const t of e.tasks ?? []) if (!tasksPlanned.has(t)) problems.push(`"${t}" was not planned`);
  for (const t of e.notTasks ?? []) if (tasksPlanned.has(t)) problems.push(`"${t}" was planned`);
  const total = planned.reduce((n, b) => n + b.end - b.start, 0);
  if (e.maxMinutes !== undefined && total > e.maxMinutes) problems.push(`the plan takes ${total} minutes, more than ${e.maxMinutes}`);
  return { problems, allowed };
}

function checkMilestone(e: Extract<ChangeExpect, { type: 'milestone-changed' }>, before: Observed, after: Observed): Check {
  const id = goalId(before, e.goal);
  if (!id) return { problems: [`harness: no goal "${e.goal}" in the world`], allowed: none() };
  const allowed = { ...none(), other: [`goals/${id}`, `milestones/${id}`] };
  const was = before.milestones[id];
  if (!was) return { problems: ['harness: this server keeps no named milestones'], allowed };
  const target = was.find((m) => (m.title ?? '').toLowerCase() === e.milestone.toLowerCase());
  if (!target) return { problems: [`harness: "${e.goal}" has no milestone "${e.milestone}"`], allowed };
  const now = after.milestones[id] ?? [];
  const problems: string[] = [];
  for (const m of was) {
    const n = now.find((x) => x.index === m.index);
    const want = m.index === target.index ? { done: e.done ?? m.done, dueDate: e.dueDate !== undefined ? e.dueDate : m.dueDate, title: e.title ?? m.title } : m;
    if (!n) problems.push(`milestone ${m.index} is gone`);
    else if (n.done !== want.done || n.dueDate !== want.dueDate || (n.title ?? '').toLowerCase() !== (want.title ?? '').toLowerCase())
      problems.push(
        `milestone ${m.index} is ${JSON.stringify({ done: n.done, dueDate: n.dueDate, title: n.title })}, expected ${JSON.stringify({ done: want.done, dueDate: want.dueDate, title: want.title })}`,
      );
  }
  return { problems, allowed };
}

function check(e: ChangeExpect, before: Observed, after: Observed, c: Changes, taken: Set<string>, siblings: ChangeExpect[]): Check {
  const alone = siblings.length === 1;
  switch (e.type) {
    case 'block-added':
      return checkAdded(e, before, after, c, taken, alone);
    case 'block-changed':
      return checkChanged(e, before, after);
    case 'blocks-changed': {
      const parts = e.changes.map((change) => checkChanged(change, before, after));
      return { problems: parts.flatMap((p) => p.problems), allowed: merge(parts.map((p) => p.allowed)) };
    }
    case 'block-deleted':
      return checkDeleted(e, before, after);
    case 'interaction-logged':
      return checkLogged(e, before, after, c, taken, alone);
    case 'goal-progress':
      return checkGoal(e, before, after);
    case 'task-added':
      return checkTaskAdded(e, before, after, taken, alone);
    case 'task-done':
      return checkTaskDone(e, before, after);
    case 'task-changed':
      return checkTaskChanged(e, before, after);
    case 'health-logged':
      return checkHealth(e, before, after, siblings);
    case 'day-planned':
      return checkPlanned(e, before, after, c);
    case 'milestone-changed':
      return checkMilestone(e, before, after);
  }
}

/** Whether two observations of an account hold the same rows. */
export function sameState(a: Observed, b: Observed): boolean {
  const c = changesOf(a, b);
  return c.rows.length + c.shown.length + c.interactions.length + c.other.length === 0;
}

/** The effects a change expectation is made of: itself, or each part of an `all`. */
function partsOf(e: Exclude<Expect, { type: 'answer' | 'asks' | 'nothing-changed' }>): ChangeExpect[] {
  return e.type === 'all' ? e.of : [e];
}

/** Whether the account and the last reply show the effect the case expects. */
export function judge(e: Expect, before: Observed, after: Observed, reply: string): Verdict {
  const c = changesOf(before, after);
  if (e.type === 'answer' || e.type === 'asks' || e.type === 'nothing-changed') {
    const changed = stray(c, before, after);
    if (changed.length) return fail(`it ${changed.join('; ')}`);
    if (e.type === 'asks' && !reply.includes('?')) return fail('the reply asks nothing');
    const missing = e.includes ? includesAll(reply, e.includes) : null;
    return missing ? fail(missing) : ok;
  }
  const parts = partsOf(e);
  const taken = new Set<string>();
  const checks = parts.map((part) => {
    const found = check(part, before, after, c, taken, parts);
    for (const id of found.claimed ?? []) taken.add(id);
    return found;
  });
  const others = stray(c, before, after, merge(checks.map((k) => k.allowed)));
  const problems = [...checks.flatMap((k) => k.problems), ...others.map((o) => `besides, it ${o}`)];
  return problems.length ? fail(problems.join('; ')) : ok;
}
