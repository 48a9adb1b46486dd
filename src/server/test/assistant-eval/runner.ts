import type { FastifyInstance } from 'fastify';
import { CHAT_ACTION_MESSAGE, type ChatAnswer, type ChatMessage } from '../../../shared/schemas/chat.js';
import { expectsChange, FAMILIES, type EvalCase, type Family } from './cases.js';
import { changesOf, judge, sameState, type Verdict } from './judge.js';
import { observe, type Observed } from './observe.js';
import { buildWorld, call } from './world.js';

export interface CaseResult extends Verdict {
  id: string;
  family: Family;
  messages: string[];
  replies: string[];
  /** The account changed before any yes, and the case fails: a change the user never agreed to and did not ask for. */
  silentWrong: boolean;
}

type Reply = Pick<ChatMessage, 'content' | 'actions' | 'proposal'> & { id?: string };

/** Sends one message through the chat route as the user would, and returns the stored reply. */
async function say(app: FastifyInstance, cookie: string, content: string, answer?: ChatAnswer): Promise<Reply> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: { cookie, 'accept-language': 'en-GB' },
    payload: { role: 'user', content, ...(answer ? { answer } : {}) },
  });
  if (res.statusCode !== 200) return { content: `(the chat answered ${res.statusCode}: ${res.body})` };
  const done = res.body.split('\n\n').find((part) => part.startsWith('event: done'));
  if (!done) return { content: `(no reply: ${res.body.slice(0, 200)})` };
  return (JSON.parse(/^data: (.*)$/m.exec(done)![1]) as { message: ChatMessage }).message;
}

/** Whether a reply proposes a change and offers Confirm. */
const proposes = (reply: Reply | undefined) => reply?.proposal !== undefined || (reply?.actions?.includes('confirm') ?? false);

/** Presses Confirm under a proposal, as the chat panel's button does: its word, with the answer naming the message. */
const pressConfirm = (app: FastifyInstance, cookie: string, reply: Reply) =>
  say(app, cookie, CHAT_ACTION_MESSAGE.confirm, reply.id ? { messageId: reply.id, action: 'confirm' } : undefined);

/** A message that agrees to what was just proposed, read by the harness itself rather than by the assistant. */
const AGREES =
  /^(?:y|yes|yep|yeah|yup|ya|sure|ok|okay|k|confirm(?:ed)?|correct|right|perfect|great|absolutely|definitely|do\s+it|go\s+ahead|go\s+for\s+it|please\s+do|proceed|sounds\s+good|that'?s\s+(?:right|fine|correct))\b/i;

interface World {
  cookie: string;
  /** The account as built, to compare with after each case. */
  built: Observed;
}

/**
 * Puts back, through the API, what a case did to blocks and goals: deletes a block it added, restores one it
 * deleted, sets a changed block or goal back. Other changes (interactions, a series' dates) are left.
 */
async function putBack(app: FastifyInstance, world: World, after: Observed): Promise<void> {
  const { built, cookie } = world;
  const c = changesOf(built, after);
  const as = (method: 'DELETE' | 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  for (const id of c.rows) {
    const was = built.rows[id];
    if (!was) await as('DELETE', `/api/time-blocks/${id}`);
    else if (!after.rows[id]) await as('POST', `/api/time-blocks/${id}/restore`);
    else
      await as('PATCH', `/api/time-blocks/${id}`, {
        date: was.date,
        hour: was.start / 60,
        duration: (was.end - was.start) / 60,
        title: was.title,
        category: was.category,
      });
  }
  for (const key of c.other.filter((k) => k.startsWith('goals/'))) {
    const id = key.slice('goals/'.length);
    if (built.goals[id] && after.goals[id]) await as('PATCH', `/api/goals/${id}`, { progress: built.goals[id].progress });
  }
}

/**
 * Fresh copies of the world. An account read back exactly as built (every row the same, through the same export
 * the judge reads) is as good as a new copy once its conversation is cleared, so it is used again: as the case
 * left it, or after its blocks and goals are put back through the API. Any other account is left behind and a
 * new one is built.
 */
export function worldPool(app: FastifyInstance) {
  const free: World[] = [];
  return {
    async take(): Promise<World> {
      const ready = free.pop();
      if (ready) return ready;
      const { cookie } = await buildWorld(app);
      return { cookie, built: await observe(app, cookie) };
    },
    async give(world: World, after: Observed): Promise<void> {
      if (!sameState(world.built, after)) {
        const c = changesOf(world.built, after);
        if (c.interactions.length || c.other.some((k) => !k.startsWith('goals/'))) return;
        await putBack(app, world, after);
        if (!sameState(world.built, await observe(app, world.cookie))) return;
      }
      await call(app, { method: 'DELETE', url: '/api/chat', cookie: world.cookie }, 204);
      free.push(world);
    },
  };
}

/**
 * One case in a fresh copy of the world and a new conversation, judged by what it did to the account. The account is
 * read after every message, so a change made before any yes (a Confirm press, or a message agreeing to a proposal)
 * is seen for what it is. A case that expects a change and ends on a proposal has its Confirm pressed first.
 */
export async function runCase(app: FastifyInstance, c: EvalCase, pool = worldPool(app)): Promise<CaseResult> {
  const world = await pool.take();
  const replies: Reply[] = [];
  const messages = [...c.messages];
  let state = world.built;
  let changedUnasked = false;
  for (const message of c.messages) {
    const agreed = proposes(replies.at(-1)) && AGREES.test(message.trim());
    replies.push(await say(app, world.cookie, message));
    const next = await observe(app, world.cookie);
    if (!agreed && !sameState(state, next)) changedUnasked = true;
    state = next;
  }
  if (expectsChange(c.expect) && proposes(replies.at(-1))) {
    messages.push(`[Confirm] ${CHAT_ACTION_MESSAGE.confirm}`);
    replies.push(await pressConfirm(app, world.cookie, replies.at(-1)!));
    state = await observe(app, world.cookie);
  }
  const after = state;
  await pool.give(world, after);
  const verdict = judge(c.expect, world.built, after, replies.at(-1)?.content ?? '');
  return {
    id: c.id,
    family: c.family,
    messages,
    replies: replies.map((r) => r.content),
    ...verdict,
    silentWrong: !verdict.pass && changedUnasked,
  };
}

/** Runs the cases a few at a time (each in a fresh copy of the world), in the order given. */
export async function runCases(app: FastifyInstance, cases: EvalCase[], concurrency = 4): Promise<CaseResult[]> {
  const results: CaseResult[] = new Array(cases.length);
  const pool = worldPool(app);
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const i = next++;
      results[i] = await runCase(app, cases[i], pool);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, cases.length) }, worker));
  return results;
}

export interface FamilyRate {
  family: Family | 'all';
  passed: number;
  total: number;
}

export function ratesOf(results: CaseResult[]): FamilyRate[] {
  const rows: FamilyRate[] = FAMILIES.map((family) => {
    const mine = results.filter((r) => r.family === family);
    return { family, passed: mine.filter((r) => r.pass).length, total: mine.length };
  }).filter((r) => r.total > 0);
  rows.push({ family: 'all', passed: results.filter((r) => r.pass).length, total: results.length });
  return rows;
}

const pct = (r: FamilyRate) => (r.total ? `${((r.passed / r.total) * 100).toFixed(1)}%` : '–');

/** The cases that changed the account without a yes and wrongly. */
export const silentWrongOf = (results: CaseResult[]) => results.filter((r) => r.silentWrong);

/** The per-family table and the silent wrong changes on a line of their own; with `details`, each failing case with what it did. */
export function report(name: string, results: CaseResult[], details: boolean): string {
  const lines = [`${name}: ${results.length} cases`];
  for (const r of ratesOf(results)) lines.push(`  ${r.family.padEnd(9)} ${String(r.passed).padStart(4)} / ${String(r.total).padEnd(4)} ${pct(r)}`);
  const silent = silentWrongOf(results);
  lines.push(`  silent wrong changes: ${silent.length}${details && silent.length ? ` (${silent.map((r) => r.id).join(', ')})` : ''}`);
  if (details) {
    for (const r of results.filter((x) => !x.pass)) {
      lines.push(`\n✗ ${r.id} [${r.family}]${r.silentWrong ? ' SILENT WRONG CHANGE' : ''} ${r.why}`);
      r.messages.forEach((m, i) => lines.push(`    > ${m}\n    < ${(r.replies[i] ?? '').replace(/\n/g, '\n      ')}`));
    }
  }
  return lines.join('\n');
}
