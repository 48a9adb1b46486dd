/**
 * Sends each case's requests one after another on a keep-alive connection and prints the latencies as JSON.
 * Run as a child of the benchmark, so the server being measured has that process's event loop to itself.
 * Input (argv[2]): a JSON file of { cases: LatencyCase[] } or { pairs: [LatencyCase, LatencyCase][] }. Every case of
 * the pairs takes its turn request by request, in a shuffled order each time: a machine that gets busier or quieter
 * meanwhile, or pauses for a few milliseconds, affects every case alike rather than the few measured then.
 * Output: LatencyResult[] (or a pair of them per pair) on stdout.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { seededRandom } from './seeded-random.js';

export interface LatencyCase {
  label: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT';
  url: string;
  headers?: Record<string, string>;
  body?: string;
  warmup: number;
  samples: number;
  /** Parse the JSON answer and count the rows of its lists (the export document). */
  countRows?: boolean;
}

export interface LatencyResult {
  label: string;
  /** Every measured request's milliseconds, in the order they were sent. */
  times: number[];
  p50: number;
  p95: number;
  max: number;
  rows?: number;
  bytes?: number;
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

function countRows(document: Record<string, unknown>): number {
  let rows = 0;
  for (const value of Object.values(document)) {
    if (!Array.isArray(value)) continue;
    for (const item of value as Record<string, unknown>[]) {
      rows += 1;
      if (Array.isArray(item.interactions)) rows += item.interactions.length;
    }
  }
  return rows;
}

/** One case's measurements as they are taken: `step(i)` sends its i-th request. */
function measure(c: LatencyCase) {
  const times: number[] = [];
  let rows: number | undefined;
  let bytes: number | undefined;
  return {
    async step(i: number) {
      const started = performance.now();
      const response = await fetch(c.url, { method: c.method, headers: c.headers, body: c.body });
      const text = await response.text();
      const ms = performance.now() - started;
      if (!response.ok) throw new Error(`${c.label}: ${response.status} ${text.slice(0, 200)}`);
      if (i < c.warmup) return;
      times.push(ms);
      if (c.countRows) {
        rows = countRows(JSON.parse(text) as Record<string, unknown>);
        bytes = Buffer.byteLength(text);
      }
    },
    result(): LatencyResult {
      const sorted = [...times].sort((a, b) => a - b);
      return { label: c.label, times, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted[sorted.length - 1]!, rows, bytes };
    },
  };
}

async function run(...cases: LatencyCase[]): Promise<LatencyResult[]> {
  const measured = cases.map(measure);
  const steps = Math.max(...cases.map((c) => c.warmup + c.samples));
  const { next } = seededRandom(12);
  const order = cases.map((_, k) => k);
  for (let i = 0; i < steps; i++) {
    // A fresh order every time, so no case always follows the same other one (whose work it would find warm).
    for (let j = order.length - 1; j > 0; j--) {
      const r = Math.floor(next() * (j + 1));
      [order[j], order[r]] = [order[r]!, order[j]!];
    }
    for (const k of order) if (i < cases[k]!.warmup + cases[k]!.samples) await measured[k]!.step(i);
  }
  return measured.map((m) => m.result());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const input = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as { cases?: LatencyCase[]; pairs?: [LatencyCase, LatencyCase][] };
  const results: unknown[] = [];
  for (const c of input.cases ?? []) results.push(...(await run(c)));
  const pairs = input.pairs ?? [];
  const taken = await run(...pairs.flat());
  for (let i = 0; i < pairs.length; i++) results.push([taken[2 * i], taken[2 * i + 1]]);
  process.stdout.write(JSON.stringify(results));
}
