import { describe, expect, it } from 'vitest';
import { Histogram, Registry } from 'prom-client';
import { RequestDurations } from './request-durations';

const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const observations: [string, string, number, number][] = [
  ['GET', '/api/categories', 200, 0.0004],
  ['GET', '/api/categories', 200, 0.001], // on a bound: counted in it, as Prometheus's le says
  ['GET', '/api/products/:id', 404, 0.0031],
  ['POST', '/api/orders', 201, 0.2],
  ['GET', '/api/categories', 200, 0.07],
  ['POST', '/api/custom-designs', 500, 45], // above every bound: only in +Inf
  ['GET', 'unmatched', 404, 0.0009],
  ['GET', '/api/search "quoted"\\path', 200, 0.012], // label values are escaped by the registry
];

describe('the request-duration histogram', () => {
  it("is exposed as prom-client's Histogram exposes the same observations", async () => {
    const theirs = new Registry();
    const histogram = new Histogram({ name: 'http_request_duration_seconds', help: 'HTTP requests', labelNames: ['method', 'route', 'status'], buckets: BUCKETS, registers: [theirs] });
    const ours = new Registry();
    const durations = new RequestDurations('http_request_duration_seconds', 'HTTP requests', BUCKETS);
    ours.registerMetric(durations.asMetric());
    for (const [method, route, status, seconds] of observations) {
      histogram.observe({ method, route, status: String(status) }, seconds);
      durations.observe(method, route, status, seconds);
    }
    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.001",method="GET",route="/api/categories",status="200"} 2');
    expect(text).toContain('http_request_duration_seconds_bucket{le="30",method="POST",route="/api/custom-designs",status="500"} 0');
    expect(text).toContain('http_request_duration_seconds_count{method="POST",route="/api/custom-designs",status="500"} 1');
  });

  it('starts over on reset, as the registry asks', async () => {
    const registry = new Registry();
    const durations = new RequestDurations('d', 'd', BUCKETS);
    registry.registerMetric(durations.asMetric());
    durations.observe('GET', '/', 200, 0.01);
    registry.resetMetrics();
    expect(await registry.metrics()).toBe('# HELP d d\n# TYPE d histogram\n');
  });
});
