import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Fastify from 'fastify';
import { z } from 'zod';
import { TIME_BLOCK_CATEGORIES, timeBlockListSchema, type TimeBlock } from '../../shared/schemas/time-blocks.js';
import { goalListSchema } from '../../shared/schemas/goals.js';
import { TIMEFRAMES } from '../../shared/goals.js';
import { timeBlockDto, toGoalDto } from '../db/planner-dto.js';
import { createResponseSerializerCompiler, ResponseContractError } from './response-serializer.js';

/** The writer Fastify uses for a route answering with `schema`. */
function writerFor(schema: z.ZodType, check = false) {
  return createResponseSerializerCompiler({ check })({ schema, method: 'GET', url: '/test', httpStatus: '200' }) as (data: unknown) => string;
}

const block = (overrides: Partial<TimeBlock> = {}): TimeBlock => ({
  ...timeBlockDto({
    id: '0b6e1c2a-5f4d-4c3b-9a8e-7d6c5b4a3f2e',
    hour: 9,
    minute: 0,
    title: 'Deep work',
    category: 'focus',
    durationMinutes: 120,
    date: '2026-03-02',
    fromCalendar: false,
    rrule: null,
    taskId: null,
  }),
  ...overrides,
});

describe('the block list writer', () => {
  const write = writerFor(timeBlockListSchema);

  it('writes what JSON.stringify writes, for one-off blocks, occurrences and an empty list', () => {
    const list = [
      block(),
      block({
        source: 'calendar',
        rrule: 'FREQ=WEEKLY;BYDAY=MO',
        occurrence: '2026-03-02',
        category: 'meeting',
        minute: 25,
        durationMinutes: 35,
        duration: 35 / 60,
      }),
      block({ taskId: '7c9e6679-7425-40de-944b-e07fc1f90ae7' }),
    ];
    expect(write(list)).toBe(JSON.stringify(list));
    expect(write([])).toBe('[]');
  });

  it('escapes titles and rules with quotes, backslashes, control characters, lone surrogates and emoji', () => {
    for (const title of ['say "hi"', 'C:\\temp', 'tab\there\nnew line', '\u0001\u001f', 'lone \ud800 surrogate', '\udfff', '🎉 party', '</script>']) {
      const list = [block({ title, rrule: `X-NOTE=${title}`, occurrence: '2026-03-02' })];
      expect(write(list)).toBe(JSON.stringify(list));
      expect(JSON.parse(write(list))).toEqual(list);
    }
  });

  it('agrees with JSON.stringify on any title, rule and category', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.option(fc.string({ unit: 'binary' })),
        fc.constantFrom(...TIME_BLOCK_CATEGORIES),
        (title, rrule, category) => {
          const list = [block({ title, rrule, occurrence: rrule === null ? null : '2026-03-02', category })];
          expect(write(list)).toBe(JSON.stringify(list));
        },
      ),
    );
  });
});

describe('the goal list writer', () => {
  const TODAY = '2026-03-02';
  const write = writerFor(goalListSchema);
  const goal = (
    title: string,
    category: string,
    description: string,
    progress: number,
    endDate = '2026-05-25',
    timeframe: (typeof TIMEFRAMES)[number] = '12 weeks',
  ) =>
    toGoalDto(
      {
        id: '0b6e1c2a-5f4d-4c3b-9a8e-7d6c5b4a3f2e',
        title,
        category,
        timeframe,
        startDate: TODAY,
        endDate,
        totalMilestones: 12,
        completedMilestones: Math.floor((progress * 12) / 100),
        progress,
        description,
        milestones: title === 'Run' ? [{ index: 2, title: 'A 5 km “park run”', dueDate: '2026-03-20', doneAt: null }] : [],
      },
      TODAY,
    );

  it('writes what JSON.stringify writes of active and completed goals, and an empty list', () => {
    const goals = [
      goal('Run', 'Health', '', 40),
      goal('Read', 'Learning', 'Twelve books', 100, '2026-02-01', '12 days'),
      goal('Save', 'Money', '', 0, '2027-03-02', '12 months'),
    ];
    expect(write(goals)).toBe(JSON.stringify(goals));
    expect(write([])).toBe('[]');
  });

  it('agrees with JSON.stringify on any title, category, description, progress and timeframe', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.string({ unit: 'binary' }),
        fc.string({ unit: 'binary' }),
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom(...TIMEFRAMES),
        (title, category, description, progress, timeframe) => {
          const goals = [goal(title, category, description, progress, '2026-03-20', timeframe)];
          expect(write(goals)).toBe(JSON.stringify(goals));
        },
      ),
    );
  });
});

describe('the compiled writers', () => {
  const person = z.object({ name: z.string(), nickname: z.string().nullable(), age: z.number().int().optional(), tags: z.array(z.string()) });

  it('write a nullable field, an absent optional one and leave out what the contract does not name', () => {
    const write = writerFor(person);
    expect(write({ name: 'Ada', nickname: null, tags: [] })).toBe('{"name":"Ada","nickname":null,"tags":[]}');
    // Required properties come first: the same object as JSON.stringify writes, its keys in another order.
    expect(write({ name: 'Ada', nickname: 'A', age: 36, tags: ['x'], userId: 'secret' })).toBe('{"name":"Ada","nickname":"A","tags":["x"],"age":36}');
    expect(writerFor(person, true)({ name: 'Ada', nickname: 'A', age: 36, tags: ['x'] })).toBe('{"name":"Ada","nickname":"A","tags":["x"],"age":36}');
  });

  it("pick a union's branch as zod does, with fields the branch does not name and a nullable choice", () => {
    const signedIn = z.object({ id: z.string(), clock: z.enum(['12h', '24h']).nullable(), flag: z.literal(true).nullable() });
    const secondStep = z.object({ twoFactorRequired: z.literal(true), methods: z.array(z.enum(['totp', 'passkey'])) });
    for (const check of [false, true]) {
      const write = writerFor(z.union([signedIn, secondStep]), check);
      expect(write({ id: 'a', clock: null, flag: null, userId: 'secret' })).toBe('{"id":"a","clock":null,"flag":null}');
      expect(write({ id: 'a', clock: '24h', flag: true })).toBe('{"id":"a","clock":"24h","flag":true}');
      expect(write({ twoFactorRequired: true, methods: ['totp'], userId: 'secret' })).toBe('{"twoFactorRequired":true,"methods":["totp"]}');
    }
  });

  it('refuse, when checking, an answer the contract refuses, naming the route and the field', () => {
    const write = writerFor(person, true);
    expect(() => write({ name: 'Ada', tags: [] })).toThrow(ResponseContractError);
    expect(() => write({ name: 'Ada', tags: [] })).toThrow(/GET \/test 200.*nickname/s);
    expect(write({ name: 'Ada', nickname: null, tags: [], userId: 'secret' })).toBe('{"name":"Ada","nickname":null,"tags":[]}');
  });

  it('refuse, when checking, an answer the compiled writer would write differently from the contract', () => {
    // A schema whose JSON Schema says more than its zod check: the writer truncates what the contract lets through.
    const write = writerFor(z.object({ hours: z.number().meta({ type: 'integer' }) }), true);
    expect(() => write({ hours: 1.5 })).toThrow(/wrote \{"hours":1\} where the contract reads \{"hours":1.5\}/);
    expect(writerFor(z.object({ hours: z.number().meta({ type: 'integer' }) }))({ hours: 1.5 })).toBe('{"hours":1}');
  });

  it('serve every route of a Fastify app, each status with its own schema', async () => {
    const app = Fastify();
    app.setSerializerCompiler(createResponseSerializerCompiler({ check: true }));
    app.get('/person', { schema: { response: { 200: person, 404: z.object({ message: z.string() }) } } }, async (request, reply) =>
      (request.query as { missing?: string }).missing
        ? reply.code(404).send({ message: 'Not found', stack: 'hidden' })
        : { name: 'Ada', nickname: null, tags: ['a'], extra: 1 },
    );
    expect((await app.inject('/person')).body).toBe('{"name":"Ada","nickname":null,"tags":["a"]}');
    const missing = await app.inject('/person?missing=1');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('{"message":"Not found"}');
    await app.close();
  });
});
