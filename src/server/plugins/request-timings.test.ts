import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { createRequestTimings } from './request-timings.js';

async function scrape(registry: Registry) {
  const text = await registry.metrics();
  const untyped = parsePrometheusTextFormat(text.replace(/^# TYPE (\S+) histogram$/gm, '# TYPE $1 untyped'));
  const sample = (name: string, labels: Record<string, string>) =>
    untyped
      .filter((family) => family.name === name)
      .flatMap((family) => family.metrics)
      .find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v))?.value;
  return { text, sample };
}

describe('request timings', () => {
  it('counts each duration in the buckets whose bound it does not exceed, cumulatively, per method, route and status', async () => {
    const registry = new Registry();
    const timings = createRequestTimings(registry);
    for (const seconds of [0.001, 0.005, 0.2, 20]) timings.observe('GET', '/api/goals', 200, seconds);
    timings.observe('POST', '/api/goals', 201, 0.03);
    timings.observe('GET', '/api/goals', 401, 0.002);
    const { text, sample } = await scrape(registry);
    expect(text).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);
    const bucket = (le: string) => sample('http_request_duration_seconds_bucket', { method: 'GET', route: '/api/goals', status_code: '200', le });
    expect([bucket('0.005'), bucket('0.01'), bucket('0.1'), bucket('0.25'), bucket('10'), bucket('+Inf')]).toEqual(['2', '2', '2', '3', '3', '4']);
    expect(Number(sample('http_request_duration_seconds_sum', { method: 'GET', route: '/api/goals', status_code: '200' }))).toBeCloseTo(20.206, 6);
    expect(sample('http_request_duration_seconds_count', { method: 'POST', route: '/api/goals', status_code: '201' })).toBe('1');
    expect(sample('http_request_duration_seconds_bucket', { method: 'POST', status_code: '201', le: '0.025' })).toBe('0');
    expect(sample('http_request_duration_seconds_bucket', { method: 'POST', status_code: '201', le: '0.05' })).toBe('1');
    expect(text).toMatch(/^# TYPE http_responses_total counter$/m);
    expect([
      sample('http_responses_total', { status_code: '200' }),
      sample('http_responses_total', { status_code: '201' }),
      sample('http_responses_total', { status_code: '401' }),
    ]).toEqual(['4', '1', '1']);
  });
});
