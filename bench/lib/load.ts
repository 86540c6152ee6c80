import autocannon from "autocannon";

export interface LoadResult {
  requests: number;
  errors: number;
  non2xx: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/**
 * Loads one URL from this machine's loopback for a bounded time. Latencies are collected per response
 * so p95 is exact (autocannon's own summary has no p95).
 */
export async function load(
  url: string,
  options: { connections: number; durationSeconds: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: options.connections, duration: options.durationSeconds },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    requestsPerSecond: round(result.requests.total / options.durationSeconds),
    p50: round(percentile(latencies, 0.5)),
    p95: round(percentile(latencies, 0.95)),
    p99: round(percentile(latencies, 0.99)),
  };
}
