import OpenAI from 'openai';
import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { shiftDate } from '../../shared/dates.js';
import { formatBlockTime, hoursBlocked, piecesOn } from '../../shared/time-blocks-layout.js';
import { insightDraftListSchema, type InsightDraft } from '../../shared/schemas/insights.js';
import { reviewContentSchema, type ReviewContent } from '../../shared/schemas/progress-reviews.js';
import { createBlockAction, logInteractionAction } from './actions.js';
import { builtinReply, chunkText } from './builtin-chat.js';
import { analyzeInsights } from './builtin-insights.js';
import { renderReconnectionPrompt } from './builtin-reconnection.js';
import { renderReview } from './builtin-review.js';
import { loadInsightInput, loadReconnectionFacts, loadWeekFacts } from './builtin.js';
import { goalPace, messageFormatter, round1 } from './facts.js';
import { healthPrefs, healthToolResult } from './health-facts.js';
import { FALLBACK_NOTE, type AiContext, type AiProvider } from './provider.js';
import { buildSummary } from './summary.js';

export const DEFAULT_TIMEOUT_MS = 20_000;
export const DEFAULT_MAX_TOKENS = 800;
const MAX_TOOL_ROUNDS = 4;
const MAX_HISTORY = 12;

export interface OpenAiOptions {
  baseUrl?: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  maxTokens?: number;
  /** Told about every failure that made the answer fall back to the built-in assistant. */
  onFallback?: (operation: string, error: unknown) => void;
}

class ModelAnswerError extends Error {}

const SYSTEM_RULES = [
  "You are Twelvefold's life-planning assistant inside a personal planner built around the number twelve.",
  'Every number or fact about the user must come from the data summary below or from a tool result; never invent or estimate figures.',
  'If the data does not answer a question, say so plainly. Use the tools to read more data, to create a time block, or to log an interaction.',
  'After creating or logging something, confirm exactly what was done using the tool result. Keep replies short and friendly.',
].join(' ');

const tools: ChatCompletionTool[] = [
  {
    type: 'function',
    function: {
      name: 'get_schedule',
      description: "The user's time blocks for one date (yyyy-MM-dd).",
      parameters: { type: 'object', properties: { date: { type: 'string', description: 'yyyy-MM-dd' } }, required: ['date'] },
    },
  },
  {
    type: 'function',
    function: {
      name: 'get_health',
      description: "The user's daily health records (12 metrics, null where not recorded) for the last N days up to today, with their targets and weight unit.",
      parameters: { type: 'object', properties: { days: { type: 'integer', minimum: 1, maximum: 28 } }, required: ['days'] },
    },
  },
  {
    type: 'function',
    function: { name: 'get_people', description: "The user's key people with last contact dates and notes.", parameters: { type: 'object', properties: {} } },
  },
  {
    type: 'function',
    function: { name: 'get_goals', description: "The user's goals with progress and pace.", parameters: { type: 'object', properties: {} } },
  },
  {
    type: 'function',
    function: {
      name: 'create_time_block',
      description: 'Creates a time block. Hours are 0-23 (24-hour clock); duration 1-12 whole hours.',
      parameters: {
        type: 'object',
        properties: {
          date: { type: 'string', description: 'yyyy-MM-dd' },
          hour: { type: 'integer', minimum: 0, maximum: 23 },
          duration: { type: 'integer', minimum: 1, maximum: 12 },
          title: { type: 'string' },
          category: { type: 'string', enum: ['focus', 'meeting', 'break', 'completed'] },
        },
        required: ['date', 'hour', 'duration', 'title'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'log_interaction',
      description: 'Logs a call, message or meeting with one of the user\'s people (by name); the date defaults to today.',
      parameters: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          type: { type: 'string', enum: ['call', 'message', 'meeting'] },
          date: { type: 'string', description: 'yyyy-MM-dd' },
          notes: { type: 'string' },
        },
        required: ['name', 'type'],
      },
    },
  },
];

interface ToolOutcome {
  content: string;
  /** What the tool changed, in words, when it changed something. */
  action?: string;
}

async function runTool(ctx: AiContext, name: string, rawArgs: string): Promise<ToolOutcome> {
  let args: Record<string, unknown>;
  try {
    args = rawArgs.trim() ? (JSON.parse(rawArgs) as Record<string, unknown>) : {};
    if (!args || typeof args !== 'object') throw new Error('not an object');
  } catch {
    return { content: JSON.stringify({ error: 'The arguments were not valid JSON.' }) };
  }
  switch (name) {
    case 'get_schedule': {
      const date = typeof args.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(args.date) ? args.date : ctx.today;
      // With the day before's blocks that run past midnight into this date, and the hours they cover on it.
      const blocks = await ctx.data.blocks(shiftDate(date, -1), date);
      const pieces = piecesOn(blocks, date).map((p) => ({ ...p.block, time: formatBlockTime(p.block, ctx.fmt), continuedFromPreviousDay: p.continued }));
      return { content: JSON.stringify({ date, hoursBlocked: hoursBlocked(blocks, date), blocks: pieces }) };
    }
    case 'get_health': {
      const days = Math.min(28, Math.max(1, Math.trunc(Number(args.days) || 7)));
      const records = await ctx.data.health(shiftDate(ctx.today, -(days - 1)), ctx.today);
      return { content: JSON.stringify(healthToolResult(records, healthPrefs(ctx.user))) };
    }
    case 'get_people':
      return { content: JSON.stringify({ today: ctx.today, people: await ctx.data.people() }) };
    case 'get_goals': {
      const goals = await ctx.data.goals();
      return {
        content: JSON.stringify({
          today: ctx.today,
          goals: goals.map((g) => ({ ...g, updatedAt: undefined, timeGonePercent: goalPace(g, ctx.today).expected, behindPace: goalPace(g, ctx.today).behind })),
        }),
      };
    }
    case 'create_time_block': {
      const result = await createBlockAction(ctx, { category: 'focus', ...args });
      return { content: JSON.stringify({ ok: result.ok, text: result.text }), action: result.ok ? result.text : undefined };
    }
    case 'log_interaction': {
      const result = await logInteractionAction(ctx, args);
      return { content: JSON.stringify({ ok: result.ok, text: result.text }), action: result.ok ? result.text : undefined };
    }
    default:
      return { content: JSON.stringify({ error: `There is no tool called ${name}.` }) };
  }
}

const NUMBER = /\d+(?:\.\d+)?/g;

/** Numbers a model may use: those in the facts it was given, plus the product's own small constants. */
function allowedNumbers(...sources: string[]): Set<number> {
  const allowed = new Set<number>([...Array.from({ length: 13 }, (_, i) => i), 24, 100]);
  for (const s of sources) for (const m of s.match(NUMBER) ?? []) allowed.add(Number(m));
  return allowed;
}

/** Refuses an answer that states a number the facts do not contain. */
export function assertGrounded(text: string, allowed: Set<number>): void {
  for (const m of text.match(NUMBER) ?? []) {
    if (!allowed.has(Number(m))) throw new ModelAnswerError(`ungrounded number ${m}`);
  }
}

/** JSON.stringify with every number rounded as the AI text rounds it, so averages match what is written. */
const roundedJson = (value: unknown) => JSON.stringify(value, (_k, v: unknown) => (typeof v === 'number' ? round1(v) : v));

/** How the user reads figures and times; the drafts and the data summary are already written so. */
function writingRules(ctx: AiContext): string {
  const clock = ctx.fmt.clock === '12h' ? 'a 12-hour clock (for example 11 PM)' : 'a 24-hour clock (for example 23:00)';
  const base =
    ctx.fmt.numberBase === 'dozenal'
      ? ' The user reads numbers in dozenal (base 12: digits 0-9, then ↊ for ten and ↋ for eleven, ";" before twelfths): write every count and figure in dozenal exactly as the drafts and the summary write it; dates stay as they are.'
      : '';
  return `Write times on ${clock}.${base}`;
}

export function createOpenAiProvider(options: OpenAiOptions): AiProvider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxTokens = options.maxTokens ?? DEFAULT_MAX_TOKENS;
  const client = new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey ?? 'not-needed',
    timeout: timeoutMs,
    maxRetries: 0,
  });
  const report = (operation: string, error: unknown) => options.onFallback?.(operation, error);

  function deadline() {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
    return { signal: controller.signal, done: () => clearTimeout(timer) };
  }

  /** One non-streamed JSON answer, parsed and validated; throws on anything else. */
  async function structured<T>(name: string, schema: z.ZodType<T>, system: string, user: string): Promise<T> {
    const d = deadline();
    try {
      const completion = await client.chat.completions.create(
        {
          model: options.model,
          max_tokens: maxTokens,
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: user },
          ],
          response_format: { type: 'json_schema', json_schema: { name, schema: z.toJSONSchema(schema) as Record<string, unknown> } },
        },
        { signal: d.signal },
      );
      const content = completion.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || !content.trim()) throw new ModelAnswerError('empty answer');
      let json: unknown;
      try {
        json = JSON.parse(content.trim().replace(/^```(?:json)?\s*|\s*```$/g, ''));
      } catch {
        throw new ModelAnswerError('answer is not JSON');
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) throw new ModelAnswerError(`answer does not match the schema: ${parsed.error.message}`);
      return parsed.data;
    } finally {
      d.done();
    }
  }

  return {
    name: 'openai',

    async *chat(ctx, history, message) {
      const messages: ChatCompletionMessageParam[] = [
        { role: 'system', content: `${SYSTEM_RULES} ${writingRules(ctx)}\n\nData summary:\n${await buildSummary(ctx)}` },
        ...history.slice(-MAX_HISTORY).map((m) => ({ role: m.role, content: m.content }) as ChatCompletionMessageParam),
        { role: 'user', content: message },
      ];
      const actions: string[] = [];
      let streamed = false;
      const d = deadline();
      try {
        for (let round = 0; round < MAX_TOOL_ROUNDS; round += 1) {
          const stream = await client.chat.completions.create(
            { model: options.model, max_tokens: maxTokens, messages, tools, stream: true },
            { signal: d.signal },
          );
          let content = '';
          const calls = new Map<number, { id: string; name: string; args: string }>();
          for await (const chunk of stream) {
            const delta = chunk.choices?.[0]?.delta;
            if (!delta) continue;
            if (typeof delta.content === 'string' && delta.content) {
              content += delta.content;
              streamed = true;
              yield delta.content;
            }
            for (const tc of delta.tool_calls ?? []) {
              const call = calls.get(tc.index) ?? { id: '', name: '', args: '' };
              if (tc.id) call.id = tc.id;
              if (tc.function?.name) call.name += tc.function.name;
              if (tc.function?.arguments) call.args += tc.function.arguments;
              calls.set(tc.index, call);
            }
          }
          // An aborted stream can end quietly instead of throwing; a cut-off answer is still a failure.
          if (d.signal.aborted) throw new ModelAnswerError('timed out');
          if (calls.size === 0) {
            if (!content.trim()) throw new ModelAnswerError('empty answer');
            return;
          }
          const list = [...calls.values()].map((c, i) => ({ ...c, id: c.id || `call_${round}_${i}` }));
          messages.push({
            role: 'assistant',
            content: content || null,
            tool_calls: list.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.args } })),
          });
          for (const call of list) {
            const outcome = await runTool(ctx, call.name, call.args);
            if (outcome.action) actions.push(outcome.action);
            messages.push({ role: 'tool', tool_call_id: call.id, content: outcome.content });
          }
        }
        throw new ModelAnswerError('too many tool rounds');
      } catch (error) {
        report('chat', error);
        yield `${streamed ? '\n\n' : ''}${FALLBACK_NOTE}\n\n`;
        // What a tool already changed is reported as done, never repeated.
        if (actions.length > 0) yield* chunkText(actions.join('\n'));
        else yield* chunkText(await builtinReply(ctx, message));
      } finally {
        d.done();
      }
    },

    async reconnectionPrompt(ctx, input) {
      const facts = await loadReconnectionFacts(ctx, input);
      const draft = renderReconnectionPrompt(facts.person, facts.daysSinceContact, facts.recent, facts.neverContacted, messageFormatter(ctx));
      const factsJson = roundedJson({ ...facts, today: ctx.today });
      try {
        const answer = await structured(
          'reconnection_prompt',
          z.object({ prompt: z.string().min(1).max(1000) }),
          `${SYSTEM_RULES} Write a short, warm message (at most 80 words) the user can send to reconnect with this person. Use the notes and recent interactions; mention only facts given. Answer as JSON {"prompt": string}.`,
          `Facts: ${factsJson}\nA plain draft: ${draft}`,
        );
        assertGrounded(answer.prompt, allowedNumbers(factsJson, draft));
        return { prompt: answer.prompt.trim() };
      } catch (error) {
        report('reconnection-prompt', error);
        return { prompt: draft, notice: FALLBACK_NOTE };
      }
    },

    async review(ctx, week): Promise<ReviewContent> {
      const facts = await loadWeekFacts(ctx, week);
      const draft = renderReview(facts, ctx.fmt);
      if (!facts.hasData) return draft;
      const factsJson = roundedJson(facts);
      try {
        const answer = await structured(
          'progress_review',
          reviewContentSchema,
          `${SYSTEM_RULES} ${writingRules(ctx)} Write the user's weekly progress review as JSON with aiReport (a short paragraph), achievements, patterns and recommendations (lists of short sentences). Use only the numbers in the facts.`,
          `Facts: ${factsJson}\nA plain draft to improve: ${JSON.stringify(draft)}`,
        );
        assertGrounded([answer.aiReport, ...answer.achievements, ...answer.patterns, ...answer.recommendations].join('\n'), allowedNumbers(factsJson, JSON.stringify(draft)));
        return answer;
      } catch (error) {
        report('review', error);
        return { ...draft, aiReport: `${draft.aiReport} (${FALLBACK_NOTE})` };
      }
    },

    async insights(ctx): Promise<InsightDraft[]> {
      const input = await loadInsightInput(ctx);
      const drafts = analyzeInsights(input);
      if (drafts.length === 1 && drafts[0].kind === 'not-enough-data') return drafts;
      const draftJson = JSON.stringify(drafts);
      try {
        const answer = await structured(
          'insights',
          insightDraftListSchema,
          `${SYSTEM_RULES} ${writingRules(ctx)} Rewrite each insight card to be clear and encouraging. Keep the same kinds, the same number of cards and the same figures. Answer as JSON {"insights": [{kind, title, body}]}.`,
          `Cards: ${draftJson}`,
        );
        if (answer.insights.length !== drafts.length) throw new ModelAnswerError('wrong number of cards');
        assertGrounded(answer.insights.map((c) => `${c.title} ${c.body}`).join('\n'), allowedNumbers(draftJson));
        return answer.insights;
      } catch (error) {
        report('insights', error);
        return drafts.map((c, i) => (i === 0 ? { ...c, body: `${c.body} (${FALLBACK_NOTE})`.slice(0, 600) } : c));
      }
    },
  };
}
