import type { Registry } from 'prom-client';

/** Upper bounds of the request-duration buckets, in seconds (Prometheus' defaults). */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Series {
  method: string;
  route: string;
  status: string;
  /** Observations per bucket (not cumulative); the last counts those above every bound. */
  counts: number[];
  sum: number;
  count: number;
}

interface Sample {
  labels: Record<string, string | number>;
  value: number;
  metricName?: string;
}

/**
 * `http_request_duration_seconds` (a histogram by method, route and status) and `http_responses_total` (by status),
 * recorded with no allocation per request once a (route, method, status) has been seen: lookups in nested maps and a
 * bucket index. prom-client's own histogram turns every observation into a labels object, a key string and a
 * bucket looked up by its bound as a property name, which cost the planner's read several microseconds. The
 * registry asks for the samples when scraped, in prom-client's metric shape, and writes them as its own.
 */
export function createRequestTimings(registry: Registry) {
  const byRoute = new Map<string, Map<string, Map<number, Series>>>();

  function seriesFor(method: string, route: string, status: number): Series {
    let byMethod = byRoute.get(route);
    if (!byMethod) byRoute.set(route, (byMethod = new Map<string, Map<number, Series>>()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map<number, Series>()));
    let series = byStatus.get(status);
    if (!series) {
      series = { method, route, status: String(status), counts: new Array<number>(BUCKETS.length + 1).fill(0), sum: 0, count: 0 };
      byStatus.set(status, series);
    }
    return series;
  }

  function allSeries(): Series[] {
    return [...byRoute.values()].flatMap((byMethod) => [...byMethod.values()].flatMap((byStatus) => [...byStatus.values()]));
  }

  function histogramSamples(): Sample[] {
    const samples: Sample[] = [];
    for (const series of allSeries()) {
      const labels = { method: series.method, route: series.route, status_code: series.status };
      let cumulative = 0;
      BUCKETS.forEach((bound, i) => {
        cumulative += series.counts[i];
        samples.push({ metricName: 'http_request_duration_seconds_bucket', labels: { ...labels, le: bound }, value: cumulative });
      });
      samples.push({ metricName: 'http_request_duration_seconds_bucket', labels: { ...labels, le: '+Inf' }, value: series.count });
      samples.push({ metricName: 'http_request_duration_seconds_sum', labels, value: series.sum });
      samples.push({ metricName: 'http_request_duration_seconds_count', labels, value: series.count });
    }
    return samples;
  }

  function responseSamples(): Sample[] {
    const byStatus = new Map<string, number>();
    for (const series of allSeries()) byStatus.set(series.status, (byStatus.get(series.status) ?? 0) + series.count);
    return [...byStatus].map(([status, count]) => ({ labels: { status_code: status }, value: count }));
  }

  const metric = (name: string, help: string, type: 'histogram' | 'counter', values: () => Sample[]) => ({
    name,
    help,
    type,
    aggregator: 'sum' as const,
    get: async () => ({ name, help, type, aggregator: 'sum' as const, values: values() }),
    reset: () => byRoute.clear(),
  });
  const metrics = [
    metric('http_request_duration_seconds', 'Time to answer a request, by method, route (as registered) and status code', 'histogram', histogramSamples),
    metric('http_responses_total', 'Responses sent, by status code', 'counter', responseSamples),
  ];
  for (const m of metrics) registry.registerMetric(m as unknown as Parameters<Registry['registerMetric']>[0]);

  return {
    observe(method: string, route: string, status: number, seconds: number): void {
      const series = seriesFor(method, route, status);
      let bucket = 0;
      while (bucket < BUCKETS.length && seconds > BUCKETS[bucket]) bucket++;
      series.counts[bucket]++;
      series.sum += seconds;
      series.count++;
    },
  };
}
