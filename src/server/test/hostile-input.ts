import fc from 'fast-check';
import fs from 'node:fs';
import { once } from 'node:events';
import zlib from 'node:zlib';

/**
 * Arbitraries for requests that a careless or hostile client could send: values built from an OpenAPI (JSON)
 * schema, then corrupted. Bodies are produced as raw text, so they can hold what JSON.stringify cannot write
 * (duplicate and `__proto__` keys, 1e999, thousands of levels of nesting, malformed JSON).
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
}

/** Real values the generated requests may point at: the signed-in user's items and another user's. */
export interface KnownIds {
  own: string[];
  foreign: string[];
}

/** A JSON text fragment to place in a body as it is. */
export class Raw {
  constructor(readonly text: string) {}
}

const nest = (open: string, close: string, depth: number, inner = '1') => open.repeat(depth) + inner + close.repeat(depth);

// Built once: generating them for every request would cost more than sending them.
const BIG_STRUCTURES = [
  ...[1_000, 5_000, 20_000].flatMap((depth) => [nest('[', ']', depth), nest('{"a":', '}', depth), nest('[{"x":', '}]', depth / 2)]),
  ...[10_000, 100_000].map((n) => `[${'1,'.repeat(n)}1]`),
  ...[1_000, 20_000].map((n) => `{${Array.from({ length: n }, (_, i) => `"k${i}":${i}`).join(',')}}`),
];
const LONG_STRINGS = [10_000, 100_000].map((n) => 'x'.repeat(n));
const REPEATED_CHARACTERS = [201, 255, 256, 2001, 4001, 65_536].flatMap((n) => ['é', 'x', '😀', '\u0000'].map((c) => c.repeat(n)));

const DATE_LIKE = [
  '0000-00-00',
  '9999-12-31',
  '2026-02-30',
  '2026-02-29',
  '2024-02-29',
  '1899-12-31',
  '1900-01-01',
  '2999-12-31',
  '3000-01-01',
  '2026-13-01',
  '2026-00-10',
  '2026-1-1',
  '20260101',
  '2026-01-01T25:00:00Z',
  '2026-01-01T00:00:00+99:00',
  '-000001-01-01T00:00:00Z',
  '+275760-09-13T00:00:00Z',
  '1970-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '2026-03-29T02:30:00+01:00',
  '2026-01-01 10:00',
  'today',
  '２０２６-０１-０１',
];

const NUMBER_LIKE = ['NaN', '-NaN', 'Infinity', '-Infinity', '1e999', '-1e999', '1e308', '-0', '0x10', '0b1', ' 1', '1 ', '1_000', '١٢', '9007199254740993'];

const UUID_LIKE = [
  '',
  ' ',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '6F9619FF-8B86-D011-B42D-00C04FC964FF',
  '{6f9619ff-8b86-d011-b42d-00c04fc964ff}',
  '6f9619ff8b86d011b42d00c04fc964ff',
  '6f9619ff-8b86-d011-b42d-00c04fc964ff-00',
  '6f9619ff-8b86-d011-b42d-00c04fc964f',
  'g6f9619f-8b86-d011-b42d-00c04fc964ff',
  '6f9619ff-8b86-d011-b42d-00c04fc964ff\u0000',
  '1',
  '-1',
  '0',
  '1e999',
  "' OR '1'='1",
  '../../etc/passwd',
];

/** Strings that have broken parsers, databases and renderers before. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u0000'.repeat(64),
    '\u0001\u0002\u0003\u0007\b\t\n\v\f\r\u001b\u001f',
    '\u007f\u0080\u0085\u009f',
    '\u2028\u2029',
    '\uFEFF',
    '\u200B\u200D\u2060',
    '\u202Etxt.exe',
    '\uFFFD\uFFFE\uFFFF',
    '\uD800',
    'a\uD800b',
    '\uDFFF',
    '\uDC00\uD800',
    '\uD83D',
    '😀',
    '👩‍👩‍👧‍👦',
    'Z͑ͫ̓ͪ̂ͫ̽͏̴̙̤̞͉͚̯̞̠͍A̴̵̜̰͔ͫ͗͢L̠ͨͧͩ͘G̴̻͈͍͔̹̑͗̎̅͛́Ǫ̵̹̻̝̳͂̌̌͘',
    '',
    ' ',
    '   \t\n',
    'null',
    'true',
    'undefined',
    '[object Object]',
    '{}',
    '[]',
    '__proto__',
    'constructor',
    'prototype',
    "'; drop table users; --",
    '" OR ""="',
    '%00',
    '%s%s%s%n',
    '${7*7}',
    '{{7*7}}',
    '<script>alert(1)</script>',
    '../../../../etc/passwd',
    'C:\\Windows\\system32',
    '\\',
    '"',
    "'",
    '`',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'http://127.0.0.1:1/',
    'mailto:a@b',
    'a@b',
    '@',
    'a'.repeat(64) + '@' + 'b'.repeat(250) + '.com',
    'Europe/Paris',
    'Mars/Olympus_Mons',
    'UTC\u0000',
    'ı',
    'ß',
    'İ',
    'ﬀ',
    '\u0130'.repeat(300),
    ...DATE_LIKE,
    ...NUMBER_LIKE,
    ...UUID_LIKE,
  ),
  fc.constantFrom(...LONG_STRINGS),
  fc.constantFrom(...REPEATED_CHARACTERS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 8 }),
  fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 3 }),
);

/** Numbers, as JSON text, at and past every edge. */
export const hostileNumber: fc.Arbitrary<Raw> = fc.oneof(
  fc
    .constantFrom(
      '1e308',
      '-1e308',
      '1.7976931348623157e308',
      '5e-324',
      '-5e-324',
      '1e-324',
      '1e999',
      '-1e999',
      '9007199254740993',
      '-9007199254740993',
      '9007199254740992',
      '2147483648',
      '-2147483649',
      '4294967296',
      '123456789012345678901234567890',
      '-0',
      '0.0',
      '-0.0',
      '0.5',
      '0.1',
      '0.30000000000000004',
      '1.0000000000000002',
      '23.5',
      '-1',
      '0',
      '1',
      '1E2',
      '1e+2',
      '12.000000000000001',
      '99999999999999999999e-20',
    )
    .map((t) => new Raw(t)),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => new Raw(JSON.stringify(n))),
  fc.integer().map((n) => new Raw(String(n))),
);

/** Other JSON values a field should never hold: structures, deep nesting, wide arrays, prototype keys. */
export const hostileStructure: fc.Arbitrary<Raw> = fc.oneof(
  fc.constantFrom('null', 'true', 'false', '[]', '{}', '[null]', '[""]', '[1,2,3]', '{"a":1}', '[[]]', '{"":""}', '""').map((t) => new Raw(t)),
  fc
    .constantFrom(
      '{"__proto__":{"isAdmin":true,"polluted":1}}',
      '{"constructor":{"prototype":{"polluted":1}}}',
      '{"__proto__":null}',
      '[{"__proto__":{"x":1}}]',
      '{"toString":"x","valueOf":1,"hasOwnProperty":null}',
    )
    .map((t) => new Raw(t)),
  fc.constantFrom(...BIG_STRUCTURES).map((t) => new Raw(t)),
);

export const hostileValue: fc.Arbitrary<string | Raw> = fc.oneof(
  { arbitrary: hostileString, weight: 5 },
  { arbitrary: hostileNumber, weight: 3 },
  { arbitrary: hostileStructure, weight: 3 },
);

/** Whole bodies no JSON route should accept, as raw text. */
export const malformedBody: fc.Arbitrary<string> = fc.constantFrom(
  '',
  ' ',
  '{',
  '}',
  '[',
  '{"a":',
  '{"a":1,}',
  '[1,]',
  "{'a':1}",
  '{a:1}',
  'NaN',
  'Infinity',
  'undefined',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":01}',
  '{"a":.5}',
  '{"a":+1}',
  '{"a":0x10}',
  '\uFEFF{}',
  '{}garbage',
  '{} {}',
  '{"a":"\\u"}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":"\t"}',
  '"\\x00"',
  '/* */{}',
  '{"a":1}// x',
  '\u0000',
  'null',
  'true',
  '0',
  '-0',
  '1e999',
  '"string"',
  '[]',
  '[{}]',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  nest('[', ']', 100_000, ''),
  nest('{"a":', '}', 50_000, '{}'),
  '<?xml version="1.0"?><a>1</a>',
  'a=1&b=2',
  '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
);

export const hostileContentType: fc.Arbitrary<string | undefined> = fc.constantFrom(
  undefined,
  'text/plain',
  'application/xml',
  'text/xml',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'text/calendar',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset=ebcdic',
  'APPLICATION/JSON',
  'application/json;',
  'application/jsonx',
  'application/vnd.api+json',
  'application/*',
  '*/*',
  'json',
  '',
  'application/json, text/plain',
  'text/html; charset=utf-8',
);

/** An id for a path or a body field: real ones (own and another user's), random ones, and broken ones. */
export function idValue(ids: KnownIds): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: ids.own.length ? fc.constantFrom(...ids.own) : fc.uuid(), weight: 3 },
    { arbitrary: ids.foreign.length ? fc.constantFrom(...ids.foreign) : fc.uuid(), weight: 3 },
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: fc.uuid().map((u) => u.toUpperCase()), weight: 1 },
    { arbitrary: fc.constantFrom(...UUID_LIKE), weight: 2 },
    { arbitrary: hostileString, weight: 2 },
  );
}

const TIMEZONES = [
  'UTC',
  'Europe/Paris',
  'America/St_Johns',
  'Asia/Kathmandu',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Etc/GMT+12',
  'Etc/GMT-14',
  'Australia/Lord_Howe',
  'Antarctica/Troll',
  'Asia/Tehran',
  'America/Sao_Paulo',
];

/** Real dates, with the edges of the accepted years and leap days among them. */
const isoDate = fc.oneof(
  fc
    .record({ y: fc.integer({ min: 1995, max: 2035 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }) })
    .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
  fc.constantFrom('1900-01-01', '1900-02-28', '2999-12-31', '2999-12-20', '2999-06-01', '2024-02-29', '2000-02-29', '2026-03-29', '2026-10-25'),
);
const isoTimestamp = fc.oneof(
  fc.date({ min: new Date('1995-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constantFrom('1900-01-01T00:00:00Z', '2999-12-31T23:59:59.999Z', '2999-12-31T23:00:00-00:30', '1900-01-01T12:00:00+11:00', '2026-03-29T02:30:00+01:00'),
);

/** Messages for the built-in assistant: each of its requests, with days, hours and numbers at and past their edges. */
export const assistantMessage: fc.Arbitrary<string> = fc
  .record({
    day: fc.oneof(fc.constantFrom('today', 'tomorrow', 'friday', 'on sunday', ''), isoDate, fc.constantFrom(...DATE_LIKE)),
    from: fc.constantFrom('0', '9', '11', '12pm', '12am', '0am', '13pm', '23', '24', '99', '9:30', '007', '9999999999999999999'),
    to: fc.constantFrom('1', '11', '12', '4pm', '12am', '24', '25', '0', '11:00', '9999999999999999999'),
    name: fc.oneof(
      fc.constantFrom('Ada', 'Ada Lovelace', 'a', '', '.*', '(', 'ADA'),
      hostileString.filter((s) => s.length < 200),
    ),
    number: fc.constantFrom(...NUMBER_LIKE, '144', '-5', '0.5', '1,000,000', '9'.repeat(3_000), `0.${'1'.repeat(3_000)}`, '.', ','),
    title: fc.oneof(
      fc.constantFrom('deep work', 'x', ''),
      hostileString.filter((s) => s.length < 300),
    ),
  })
  .chain(({ day, from, to, name, number, title }) =>
    fc.constantFrom(
      `block ${from} to ${to} for ${title} ${day}`,
      `Block ${from}-${to} ${day}`,
      `log a call with ${name}`,
      `logged a meeting with ${name} ${day}`,
      `what's on ${day}?`,
      `schedule for ${day}`,
      `convert ${number} to dozenal`,
      `${number} in base 12`,
      'how did I sleep this week?',
      'who should I call?',
      'how are my goals?',
      'help',
      `${title} ${day} ${number}`,
    ),
  );

/** Repeat rules, with those that once made a request walk millions of days: UNTIL far off, none to find, sparse COUNTs. */
export const RECURRENCE_RULES = [
  'FREQ=DAILY',
  'FREQ=WEEKLY;BYDAY=MO,WE,FR',
  'FREQ=MONTHLY;BYDAY=-1FR;COUNT=12',
  'FREQ=DAILY;UNTIL=99991231',
  'FREQ=DAILY;UNTIL=29991231',
  'FREQ=DAILY;UNTIL=99991231T235959Z',
  'FREQ=DAILY;UNTIL=30000101',
  'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA,SU;UNTIL=29991231T235959Z',
  'FREQ=MONTHLY;BYDAY=5FR;BYMONTHDAY=13',
  'FREQ=MONTHLY;BYMONTHDAY=30;BYDAY=-5MO',
  'FREQ=DAILY;INTERVAL=7;BYDAY=TU',
  'FREQ=DAILY;BYMONTHDAY=31;BYDAY=MO;COUNT=1000',
  'FREQ=WEEKLY;BYMONTHDAY=31;BYDAY=MO,TU,WE,TH,FR,SA,SU;COUNT=1000',
  'FREQ=MONTHLY;INTERVAL=999;BYMONTHDAY=31;BYDAY=MO;COUNT=1000',
  'FREQ=DAILY;UNTIL=18991231',
  'FREQ=DAILY;COUNT=1000;UNTIL=29991231',
  // UNTIL with a time: far off, floating (no Z), before the start, not a real time, in lower case.
  'FREQ=DAILY;UNTIL=99991231T235959',
  'FREQ=DAILY;UNTIL=29991231T235959',
  'FREQ=WEEKLY;UNTIL=29991231T235959Z;BYDAY=MO,TU,WE,TH,FR',
  'FREQ=MONTHLY;BYMONTHDAY=31;UNTIL=29991231T000000Z',
  'FREQ=DAILY;UNTIL=20000101T000000Z',
  'FREQ=DAILY;UNTIL=29991231T246060Z',
  'FREQ=DAILY;UNTIL=99999999T999999Z',
  'freq=daily;until=99991231',
  'FREQ=DAILY;INTERVAL=1;UNTIL=+99991231',
  'FREQ=DAILY;UNTIL=2999123',
  // Finer or coarser than a day, with and without an end: a minute's rule until 9999 is 4 billion occurrences.
  'FREQ=MINUTELY',
  'FREQ=MINUTELY;UNTIL=99991231T235959Z',
  'FREQ=SECONDLY;UNTIL=29991231T235959Z',
  'FREQ=HOURLY;INTERVAL=1;UNTIL=99991231',
  'FREQ=YEARLY;UNTIL=99991231',
  'FREQ=DAILY;INTERVAL=1000000;UNTIL=29991231',
];

/** Field names whose meaning the schema does not say, filled with plausible values. */
function stringForField(name: string, schema: JsonSchema, ids: KnownIds): fc.Arbitrary<string> | null {
  const lower = name.toLowerCase();
  if (lower === 'serverurl' || lower === 'calendarurl' || lower === 'url') {
    // Only loopback addresses with nothing listening, so no request ever leaves this machine.
    return fc.constantFrom('http://127.0.0.1:1/dav/', 'https://127.0.0.1:1/', 'http://[::1]:1/cal/', 'http://localhost:1/');
  }
  if (lower.includes('email')) return fc.constantFrom('someone@example.com', 'Someone+tag@Example.COM', ' spaced@example.com ');
  if (lower === 'timezone') return fc.constantFrom(...TIMEZONES);
  if (lower === 'content') return assistantMessage;
  if (lower === 'rrule') return fc.oneof(fc.constantFrom(...RECURRENCE_RULES), hostileString);
  if (lower === 'date' || lower.endsWith('date')) return fc.oneof(isoDate, isoTimestamp);
  if (lower.endsWith('id')) return idValue(ids);
  if (lower.endsWith('at')) return isoTimestamp;
  if (schema.format === 'date-time') return isoTimestamp;
  return null;
}

function stringFromSchema(name: string, schema: JsonSchema, ids: KnownIds): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return idValue(ids);
  if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return isoDate;
  const named = stringForField(name, schema, ids);
  if (named) return named;
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 300, 5_000);
  const samples = ['Reading 📚', 'Café crème', '  padded  ', '日本語のテキスト', ' a ', 'é'].filter((s) => s.length >= minLength && s.length <= maxLength);
  return fc.oneof(
    hostileString.filter((s) => s.length >= minLength && s.length <= maxLength && s.trim().length >= minLength),
    fc.string({ minLength, maxLength: Math.min(maxLength, 40) }),
    fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, 20) }),
    fc.constant('x'.repeat(maxLength)),
    ...(samples.length ? [fc.constantFrom(...samples)] : []),
  );
}

function numberFromSchema(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e6;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e6;
  const lo = Math.max(min, -1e9);
  const hi = Math.min(max, 1e9);
  const edges = [lo, hi, Math.ceil((lo + hi) / 2)].filter((n) => Number.isFinite(n));
  return integer
    ? fc.oneof(fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) }), fc.constantFrom(...edges.map(Math.round)))
    : fc.oneof(fc.double({ min: lo, max: hi, noNaN: true }), fc.constantFrom(...edges), fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) }));
}

/** A value that the schema accepts (as far as a JSON schema can say), with edge values mixed in. */
export function valueFromSchema(schema: JsonSchema | undefined, ids: KnownIds, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(null);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((s) => valueFromSchema(s, ids, name, depth)));
  if (schema.allOf?.length) return valueFromSchema(schema.allOf[0], ids, name, depth);
  let arbitrary: fc.Arbitrary<unknown>;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (schema.enum?.length) arbitrary = fc.constantFrom(...schema.enum);
  else if (schema.const !== undefined) arbitrary = fc.constant(schema.const);
  else if (type === 'object' || schema.properties) {
    const properties = schema.properties ?? {};
    const required = new Set(schema.required ?? []);
    const entries = Object.entries(properties);
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, property] of entries) model[key] = valueFromSchema(property, ids, key, depth + 1);
    arbitrary = entries.length === 0 ? fc.constant({}) : fc.record(model, { requiredKeys: entries.map(([k]) => k).filter((k) => required.has(k)) });
  } else if (type === 'array') {
    const maxItems = Math.min(schema.maxItems ?? 3, depth > 1 ? 2 : 3);
    arbitrary = fc.array(valueFromSchema(schema.items, ids, name, depth + 1), { minLength: schema.minItems ?? 0, maxLength: maxItems });
  } else if (type === 'string') arbitrary = stringFromSchema(name, schema, ids);
  else if (type === 'integer') arbitrary = numberFromSchema(schema, true);
  else if (type === 'number') arbitrary = numberFromSchema(schema, false);
  else if (type === 'boolean') arbitrary = fc.boolean();
  else if (type === 'null') arbitrary = fc.constant(null);
  else arbitrary = fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.constant(null));
  return schema.nullable || (Array.isArray(schema.type) && schema.type.includes('null')) ? fc.option(arbitrary, { nil: null, freq: 6 }) : arbitrary;
}

type Segment = string | number;

function paths(value: unknown, prefix: Segment[] = [], out: Segment[][] = []): Segment[][] {
  if (Array.isArray(value))
    value.forEach((item, i) => {
      out.push([...prefix, i]);
      paths(item, [...prefix, i], out);
    });
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      out.push([...prefix, key]);
      paths(item, [...prefix, key], out);
    }
  }
  return out;
}

function setAt(target: unknown, path: Segment[], value: unknown): void {
  let current = target as Record<string | number, unknown>;
  for (const segment of path.slice(0, -1)) current = current[segment] as Record<string | number, unknown>;
  current[path[path.length - 1]] = value;
}

function removeAt(target: unknown, path: Segment[]): void {
  let current = target as Record<string | number, unknown>;
  for (const segment of path.slice(0, -1)) current = current[segment] as Record<string | number, unknown>;
  if (Array.isArray(current)) current.splice(Number(path[path.length - 1]), 1);
  else delete current[path[path.length - 1]];
}

/** JSON text for a value whose leaves may be Raw fragments. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const marker = (i: number) => `@@raw${i}@@`;
  const text =
    JSON.stringify(value, (_key, v: unknown) => {
      if (v instanceof Raw) {
        raws.push(v.text);
        return marker(raws.length - 1);
      }
      return v;
    }) ?? 'null';
  return text.replace(/"@@raw(\d+)@@"/g, (_m, i: string) => raws[Number(i)]);
}

export type Mutation =
  | { kind: 'replace'; pick: number; value: string | Raw }
  | { kind: 'remove'; pick: number }
  | { kind: 'add'; key: string; value: string | Raw }
  | { kind: 'duplicate-key'; pick: number; value: string | Raw }
  | { kind: 'wrap-in-array' }
  | { kind: 'whole'; value: string | Raw };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('replace' as const), pick: fc.nat(), value: hostileValue }), weight: 10 },
  { arbitrary: fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      key: fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'userId', 'extra', '', 'a\u0000b', '\uD800', 'x'.repeat(5_000)),
      value: hostileValue,
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('duplicate-key' as const), pick: fc.nat(), value: hostileValue }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'wrap-in-array' as const }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('whole' as const), value: hostileValue }), weight: 2 },
);

/** Applies the mutations to a copy of a valid value and returns the JSON text to send. */
export function corrupt(valid: unknown, mutations: Mutation[]): string {
  let value: unknown = structuredClone(valid);
  const extra: string[] = [];
  for (const m of mutations) {
    const targets = paths(value);
    if (m.kind === 'whole') value = m.value;
    else if (m.kind === 'wrap-in-array') value = [value];
    else if (m.kind === 'add') extra.push(`${JSON.stringify(m.key)}:${toJsonText(m.value)}`);
    else if (targets.length === 0) value = m.kind === 'remove' ? undefined : m.value;
    else {
      const path = targets[m.pick % targets.length];
      if (m.kind === 'replace') setAt(value, path, m.value);
      else if (m.kind === 'remove') removeAt(value, path);
      else if (typeof path[0] === 'string') extra.push(`${JSON.stringify(path[0])}:${toJsonText(m.value)}`);
    }
  }
  const text = value === undefined ? '' : toJsonText(value);
  // Keys JSON.stringify cannot write (`__proto__`, duplicates) go into the text of a top-level object.
  if (extra.length === 0 || !text.startsWith('{')) return text;
  return text === '{}' ? `{${extra.join(',')}}` : `{${extra.join(',')},${text.slice(1)}`;
}

/** A query-string or path value: valid for the schema, hostile, or broken percent-encoding. */
export function paramValue(name: string, schema: JsonSchema | undefined, ids: KnownIds): fc.Arbitrary<{ encoded: string }> {
  const encode = (s: string) => {
    try {
      return encodeURIComponent(s);
    } catch {
      // A lone surrogate has no UTF-8 form: send the bytes its CESU-8 encoding would have, as a sloppy client might.
      return s.replace(/[\s\S]/g, (c) => {
        const code = c.charCodeAt(0);
        if (code >= 0xd800 && code <= 0xdfff)
          return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
        return encodeURIComponent(c);
      });
    }
  };
  const value = (a: fc.Arbitrary<unknown>) => a.map((v) => ({ encoded: encode(String(v)) }));
  return fc.oneof(
    { arbitrary: value(valueFromSchema(schema ?? { type: 'string' }, ids, name)), weight: 4 },
    { arbitrary: value(hostileString.filter((s) => s.length <= 20_000)), weight: 4 },
    { arbitrary: value(fc.constantFrom(...DATE_LIKE, ...NUMBER_LIKE, ...UUID_LIKE)), weight: 2 },
    {
      arbitrary: fc
        .constantFrom('%', '%zz', '%ED%A0%80', '%C0%80', '%FF%FE', '%00', '%2e%2e%2f', '%252e', '+', '%20', 'a%', '%E2%80')
        .map((encoded) => ({ encoded })),
      weight: 2,
    },
  );
}

/** A zip of one deflated file, built in memory: deflate turns megabytes of one byte into kilobytes. */
export function zipOf(fileName: string, content: Buffer): Buffer {
  return zipOfDeflated(fileName, zlib.deflateRawSync(content, { level: 9 }), zlib.crc32(content), content.length);
}

/** The zip of one file whose raw-deflated bytes, CRC-32 and inflated size are already known. */
export function zipOfDeflated(fileName: string, data: Buffer, crc: number, size: number): Buffer {
  const name = Buffer.from(fileName);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + name.length, 12);
  end.writeUInt32LE(30 + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

const HEALTH_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<HealthData locale="en_US">\n';
const inflating = (megabytes: number, fill: string) =>
  Buffer.concat([Buffer.from(HEALTH_HEAD), Buffer.alloc(megabytes * 1024 * 1024, fill), Buffer.from('</HealthData>\n')]);

/**
 * Health exports that inflate far past what an import reads: tens of megabytes of spaces, or of text, inside
 * <HealthData> from a zip of kilobytes; a zip cut short; a zip without export.xml. Built once.
 */
export const INFLATING_ZIPS: Buffer[] = (() => {
  const spaces = zipOf('apple_health_export/export.xml', inflating(64, ' '));
  return [
    spaces,
    zipOf('apple_health_export/export.xml', inflating(24, 'a')),
    zipOf('export.xml', Buffer.concat([Buffer.from(HEALTH_HEAD), Buffer.from('<Record type="HKQuantityTypeIdentifierStepCount" value="1" '.repeat(200_000))])),
    spaces.subarray(0, Math.floor(spaces.length / 2)),
    zipOf('apple_health_export/other.xml', inflating(16, ' ')),
  ];
})();

/** Content codings a client may put on a request body: the common ones, their spellings, and ones nobody speaks. */
export const CONTENT_CODINGS = ['gzip', 'deflate', 'br', 'x-gzip', 'GZIP', 'gzip, gzip', 'identity', 'compress', 'zstd', 'gzip;q=1'];

/** The body compressed with the coding its header names, where zlib speaks it; as it was otherwise (a header that lies). */
export function encodeBody(coding: string, body: string | Buffer): string | Buffer {
  const lower = coding.toLowerCase();
  if (lower.includes('gzip')) return zlib.gzipSync(body);
  if (lower === 'deflate') return zlib.deflateSync(body);
  if (lower === 'br') return zlib.brotliCompressSync(body);
  return body;
}

/**
 * Compressed bodies of kilobytes that inflate to 64 MB of spaces inside a JSON string, with their coding: far past
 * every body limit if a server inflated them. Built once.
 */
export const INFLATING_BODIES: Array<{ contentEncoding: string; body: Buffer }> = (() => {
  const json = Buffer.concat([Buffer.from('{"title":"'), Buffer.alloc(64 * 1024 * 1024, ' '), Buffer.from('"}')]);
  return [
    { contentEncoding: 'gzip', body: zlib.gzipSync(json) },
    { contentEncoding: 'deflate', body: zlib.deflateSync(json) },
    { contentEncoding: 'br', body: zlib.brotliCompressSync(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) },
  ];
})();

/** Writes a zip of one stored-deflated export.xml whose content `parts` yields, without holding the content. */
export async function writeZip(file: string, parts: () => Iterable<Buffer>): Promise<void> {
  const deflate = zlib.createDeflateRaw({ level: 1 });
  const compressed: Buffer[] = [];
  deflate.on('data', (c: Buffer) => compressed.push(c));
  let crc = 0;
  let size = 0;
  for (const part of parts()) {
    crc = zlib.crc32(part, crc);
    size += part.length;
    if (!deflate.write(part)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  fs.writeFileSync(file, zipOfDeflated('apple_health_export/export.xml', Buffer.concat(compressed), crc, size));
}
