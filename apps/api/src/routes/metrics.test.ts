import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { recordAudit, TERMINAL_ACTOR } from '../modules/audit/audit-service.js';
import { createJob } from '../modules/jobs/job-service.js';

const context = useTestApp();
const METRICS_TOKEN = 'a-scraper-token-of-some-length';
/** An address that is not this machine's (TEST-NET-3). */
const ELSEWHERE = '203.0.113.9';

describe('GET /api/metrics', () => {
  it('reports latency by route pattern, the pool, the jobs, the audit rows to seal and rate-limit refusals, in Prometheus text', async () => {
    const app = await context.buildApp({
      config: { rateLimit: { globalMax: 2, loginMax: 50, checkEmailMax: 50, otpMax: 50, recipientLookupMax: 30 } },
    });
    await createJob(context.database.orm, { kind: 'code-batch', total: 10, createdBy: null });
    await context.database.orm.transaction((tx) =>
      recordAudit(tx, { actor: TERMINAL_ACTOR, action: 'banner.update', entity: 'banner', entityId: 1 }),
    );
    await app.inject('/api/nothing-here');
    await app.inject('/api/health');
    await app.inject('/api/health');
    await app.inject('/api/admin/v1/jobs/0b7e6a0c-3a55-4c71-9d1f-5d7a8f0e1b2c');
    for (let call = 0; call < 3; call += 1) await app.inject('/api/v1/Banner/GetLandingBanner?group=Landing-Kv');

    const response = await app.inject('/api/metrics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"} 2');
    expect(text).toContain('route="/api/admin/v1/jobs/:id",status_code="401"');
    expect(text).not.toContain('0b7e6a0c');
    expect(text).toContain('route="unmatched",status_code="404"');
    expect(text).toContain('rate_limit_refusals_total{route="/api/v1/Banner/GetLandingBanner"} 1');
    expect(text).toMatch(/^db_pool_connections\{state="total"\} \d+$/m);
    expect(text).toContain('jobs{kind="code-batch",state="queued"} 1');
    expect(text).toContain('# TYPE job_attempt_failures_total counter');
    expect(text).toMatch(/^audit_unsealed_rows [1-9]\d*$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it('refuses a client elsewhere without the token, in the envelope', async () => {
    const app = await context.buildApp({ config: { metricsToken: METRICS_TOKEN } });
    const unsent = await app.inject({ url: '/api/metrics', remoteAddress: ELSEWHERE });
    const wrong = await app.inject({
      url: '/api/metrics',
      remoteAddress: ELSEWHERE,
      headers: { authorization: 'Bearer not-the-token-at-all-no' },
    });
    for (const response of [unsent, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: 'error', http_status: 401, code: 'UNAUTHORIZED' });
    }
  });

  it('refuses every client elsewhere when no token is configured', async () => {
    const { app } = context;
    const response = await app.inject({
      url: '/api/metrics',
      remoteAddress: ELSEWHERE,
      headers: { authorization: 'Bearer ' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers a client elsewhere that sends the token, and IPv6 loopback without one', async () => {
    const app = await context.buildApp({ config: { metricsToken: METRICS_TOKEN } });
    const withToken = await app.inject({
      url: '/api/metrics',
      remoteAddress: ELSEWHERE,
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('# TYPE http_request_duration_seconds histogram');
    const loopback = await app.inject({ url: '/api/metrics', remoteAddress: '::1' });
    expect(loopback.statusCode).toBe(200);
  });
});
