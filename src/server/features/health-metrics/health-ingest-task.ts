import { createHash } from 'node:crypto';
import { healthIngestBodySchema } from '../../../shared/schemas/health-ingest.js';
import { HEALTH_DAYS_MAX } from '../../../shared/schemas/health-import.js';
import { AppError, schemaMismatch, type Issue } from '../../errors.js';
import { unstorableInput } from '../../plugins/storable-input.js';
import { countsAt, DailyHealth, DayBounds, SAMPLE_KINDS } from './daily-health.js';
import { mapIngest, type IngestSample, type IngestSource } from './health-ingest-map.js';

export interface IngestTask {
  /** The push's JSON as it arrived. */
  body: Uint8Array;
  timezone: string;
}

/**
 * Samples as a thread hands them over at little cost: their numbers and codes in buffers that are moved, not
 * copied, and their ids and origins in one string, rather than hundreds of thousands of objects to clone.
 */
export interface PackedSamples {
  /** Start, end and value of each sample, one sample after another. */
  numbers: Float64Array;
  /** Each sample's kind (its place in SAMPLE_KINDS) × 2 + its source (its place in SOURCES). */
  codes: Uint8Array;
  /** Each sample's id, then its origin, end to end. */
  text: string;
  /** Where each id and each origin ends in `text`. */
  ends: Uint32Array;
}

export interface IngestReading {
  /** Each sample once, by its app and id. */
  samples: PackedSamples;
  /** Samples the push holds more than once under the same app and id: the last one counts. */
  duplicates: number;
  /** What was not read, by reason. */
  skipped: Array<[string, number]>;
  /** The earliest and latest instants the samples count at. */
  from: number;
  to: number;
}

type ErrorBody = { statusCode: number; message: string; issues?: Issue[] };
/** `notJson`: the body is no JSON Fastify would take, answered as Fastify answers it. */
export type IngestOutcome = { reading: IngestReading } | { error: ErrorBody } | { notJson: true };

const SOURCES: readonly IngestSource[] = ['health-auto-export', 'health-connect'];
const LONGEST_ID = 200;

const SUSPECT_PROTO =
  /"(?:_|\\u005[Ff])(?:_|\\u005[Ff])(?:p|\\u0070)(?:r|\\u0072)(?:o|\\u006[Ff])(?:t|\\u0074)(?:o|\\u006[Ff])(?:_|\\u005[Ff])(?:_|\\u005[Ff])"\s*:/;
const SUSPECT_CONSTRUCTOR =
  /"(?:c|\\u0063)(?:o|\\u006[Ff])(?:n|\\u006[Ee])(?:s|\\u0073)(?:t|\\u0074)(?:r|\\u0072)(?:u|\\u0075)(?:c|\\u0063)(?:t|\\u0074)(?:o|\\u006[Ff])(?:r|\\u0072)"\s*:/;

/** Fastify's rule for a JSON body (secure-json-parse): no object may have its own `__proto__`, nor a `constructor` with a `prototype`. */
function poisoned(value: unknown): boolean {
  const stack = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    if (Object.hasOwn(node, '__proto__')) return true;
    const ctor = Object.hasOwn(node, 'constructor') ? (node as { constructor: unknown }).constructor : undefined;
    if (ctor !== null && typeof ctor === 'object' && Object.hasOwn(ctor, 'prototype')) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) if (child !== null && typeof child === 'object') stack.push(child);
  }
  return false;
}

const NOT_JSON = Symbol('not JSON');

/** The body as Fastify's JSON parser reads it: UTF-8, a leading byte order mark dropped, prototype poisoning refused. */
function parseJson(bytes: Uint8Array): unknown {
  let text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
  if (value === null || typeof value !== 'object' || !(SUSPECT_PROTO.test(text) || SUSPECT_CONSTRUCTOR.test(text))) return value;
  return poisoned(value) ? NOT_JSON : value;
}

function pack(samples: IngestSample[]): PackedSamples {
  const numbers = new Float64Array(samples.length * 3);
  const codes = new Uint8Array(samples.length);
  const ends = new Uint32Array(samples.length * 2);
  const text: string[] = [];
  let end = 0;
  samples.forEach((s, i) => {
    numbers[i * 3] = s.start;
    numbers[i * 3 + 1] = s.end;
    numbers[i * 3 + 2] = s.value;
    codes[i] = SAMPLE_KINDS.indexOf(s.kind) * 2 + SOURCES.indexOf(s.source);
    text.push(s.sampleId, s.origin);
    ends[i * 2] = end += s.sampleId.length;
    ends[i * 2 + 1] = end += s.origin.length;
  });
  return { numbers, codes, text: text.join(''), ends };
}

export const sampleCount = (packed: PackedSamples): number => packed.codes.length;

/** Samples `from` up to `to` of a packed list, as objects. */
export function samplesOf(packed: PackedSamples, from: number, to: number): IngestSample[] {
  const out: IngestSample[] = [];
  for (let i = from; i < Math.min(to, sampleCount(packed)); i++) {
    const idStart = i === 0 ? 0 : packed.ends[i * 2 - 1];
    const code = packed.codes[i];
    out.push({
      kind: SAMPLE_KINDS[code >> 1],
      source: SOURCES[code & 1],
      start: packed.numbers[i * 3],
      end: packed.numbers[i * 3 + 1],
      value: packed.numbers[i * 3 + 2],
      sampleId: packed.text.slice(idStart, packed.ends[i * 2]),
      origin: packed.text.slice(packed.ends[i * 2], packed.ends[i * 2 + 1]),
    });
  }
  return out;
}

/** The buffers an outcome moves to the other thread. */
export const transferOf = (outcome: IngestOutcome): ArrayBuffer[] => {
  if (!('reading' in outcome)) return [];
  const { numbers, codes, ends } = outcome.reading.samples;
  return [numbers.buffer, codes.buffer, ends.buffer] as ArrayBuffer[];
};

const errorBody = (error: AppError): ErrorBody => ({ statusCode: error.statusCode, message: error.message, issues: error.issues });

/**
 * Reads a push (see health-ingest-map.ts): the work a worker thread does, away from the event loop. A body that
 * cannot be read gets the answer the route gave when Fastify parsed and checked it: unreadable JSON, text
 * PostgreSQL cannot store, then the contract, each naming its field.
 */
export function readIngestTask({ body, timezone }: IngestTask): IngestOutcome {
  const json = parseJson(body);
  if (json === NOT_JSON) return { notJson: true };
  const unstorable = unstorableInput(json);
  if (unstorable) return { error: errorBody(unstorable) };
  const checked = healthIngestBodySchema.safeParse(json);
  if (!checked.success) {
    return { error: errorBody(schemaMismatch(checked.error.issues.map((issue) => ({ instancePath: `/${issue.path.join('/')}`, message: issue.message })))) };
  }
  const { samples, skipped } = mapIngest(checked.data, timezone);
  const unique = new Map<string, IngestSample>();
  let duplicates = 0;
  for (const sample of samples) {
    // An id built from long source names is kept as its hash: the key's index holds at most a few kilobytes.
    if (sample.sampleId.length > LONGEST_ID) sample.sampleId = `sha256:${createHash('sha256').update(sample.sampleId).digest('base64url')}`;
    const key = `${sample.source}|${sample.sampleId}`;
    if (unique.has(key)) duplicates++;
    unique.set(key, sample);
  }
  let from = Infinity;
  let to = -Infinity;
  // The whole push is refused before anything is stored when one of its days lies outside the years or past the limit.
  const bounds = new DayBounds('push', HEALTH_DAYS_MAX);
  const calendar = new DailyHealth(timezone);
  try {
    for (const sample of unique.values()) {
      const at = countsAt(sample);
      bounds.admitInstant(at);
      bounds.admit(calendar.dayOf(at));
      from = Math.min(from, at);
      to = Math.max(to, at);
    }
  } catch (error) {
    if (error instanceof AppError) return { error: errorBody(error) };
    throw error;
  }
  return { reading: { samples: pack([...unique.values()]), duplicates, skipped: [...skipped], from, to } };
}
