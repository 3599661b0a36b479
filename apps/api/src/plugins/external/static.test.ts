import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeWebDist } from '../../../test/helper.js';
import { useTestApp } from '../../../test/test-app.js';

const INDEX_HTML = '<!doctype html><title>Chaba Rewards</title><div id="root"></div>';
const ADMIN_HTML = '<!doctype html><title>Back office</title><div id="root"></div><script src="/src/admin/main.tsx">';
const LANDING_HTML = '<!doctype html><title>Chaba Rewards</title><link rel="modulepreload"><div id="root"></div>';
const FIRST_CALLS_SCRIPT = 'window.firstCalls = fetch("/api/v1/Customer/GetCustomerInfo");';
const COLLECT_HTML = `<!doctype html><title>Chaba Rewards</title><script data-first-calls="/Customer/GetCustomerInfo">${FIRST_CALLS_SCRIPT}</script><script type="application/json" id="data">{}</script><div id="root"></div>`;
const FRAME_MODULE = 'export const renderPrivilegeFrame = () => "";';
const FRAMEWORK_JS = `console.log(${JSON.stringify('framework '.repeat(400))})`;
const dist = fakeWebDist({
  'index.html': INDEX_HTML,
  'index.html.br': brotliCompressSync(INDEX_HTML),
  'index.html.gz': gzipSync(INDEX_HTML),
  'admin.html': ADMIN_HTML,
  'pages/landing.html': LANDING_HTML,
  'pages/landing.html.br': brotliCompressSync(LANDING_HTML),
  'pages/collect-point.html': COLLECT_HTML,
  'pages/privilege.frame.mjs': FRAME_MODULE,
  'pages/privilege.frame.mjs.gz': gzipSync(FRAME_MODULE),
  'assets/index-abc123.js': 'console.log("app")',
  'assets/framework-abc123.js': FRAMEWORK_JS,
  'assets/framework-abc123.js.br': brotliCompressSync(FRAMEWORK_JS),
  'assets/framework-abc123.js.gz': gzipSync(FRAMEWORK_JS),
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
});
const context = useTestApp({ config: { webDistDir: dist.dir } });

afterAll(async () => {
  dist.remove();
});

describe('the SPA and media', () => {
  it('answers index.html (200, revalidated) for a page path the router owns', async () => {
    for (const path of ['/profile', '/privilege-detail/12?catId=3', '/company-detail/7', '/']) {
      const response = await context.app.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type'], path).toContain('text/html');
      expect(response.body, path).toContain('<div id="root">');
      expect(response.headers['cache-control'], path).toBe('no-cache');
    }
  });

  it('answers the console’s own page for /admin and every path under it, and the member page beside it', async () => {
    for (const path of ['/admin', '/admin/', '/admin/audit?operator_id=2&page=3', '/admin/sign-in']) {
      const response = await context.app.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toBe(ADMIN_HTML);
      expect(response.headers['cache-control'], path).toBe('no-cache');
    }
    for (const path of ['/administrator', '/profile/admin']) {
      const response = await context.app.inject(path);
      expect(response.body, path).toContain('Chaba Rewards');
    }
  });

  it('answers a page’s own HTML from the build (pages/landing.html) for its path only, compressed and revalidated like index.html', async () => {
    for (const url of ['/landing', '/landing?lang=th']) {
      const response = await context.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(LANDING_HTML);
    }
    for (const url of ['/landing/extra', '/home', '/']) {
      const response = await context.app.inject(url);
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });

  it('lets the inline script a page of the build holds run by its hash, and no other inline script', async () => {
    const hash = createHash('sha256').update(FIRST_CALLS_SCRIPT).digest('base64');
    const response = await context.app.inject('/collect-point');
    expect(response.body).toBe(COLLECT_HTML);
    const scriptSources = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(scriptSources).toBe(`'self' 'sha256-${hash}' https://static.line-scdn.net`);
  });

  it('keeps the build’s pages folder to itself: its HTML and the server’s frame module are not files to download', async () => {
    for (const url of [
      '/pages/landing.html',
      '/pages/landing.html.br',
      '/pages/privilege.frame.mjs',
      '/pages/privilege.frame.mjs.gz',
    ]) {
      const response = await context.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
    }
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await context.app.inject('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers the 404 envelope for an unknown API path, a missing asset and an asset’s compressed copy', async () => {
    for (const path of [
      '/api/v1/nope',
      '/api/nope',
      '/assets/missing-123.js',
      '/missing.png',
      '/assets/framework-abc123.js.br',
      '/media/banners/missing.svg',
      '//api/v1/Customer/GetCustomerInfo',
      '/Api/v1/Customer/GetCustomerInfo',
      '/MEDIA/x',
    ]) {
      const response = await context.app.inject(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json(), path).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
    }
  });

  it('answers the 404 envelope, not the app, where probes usually look, so a probe pointed there fails', async () => {
    for (const path of ['/healthz', '/health', '/readyz', '/livez', '/metrics', '/Metrics/', '/status']) {
      const response = await context.app.inject(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json(), path).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
    }
  });

  it('does not answer the SPA for another method', async () => {
    const response = await context.app.inject({ method: 'POST', url: '/profile' });
    expect(response.statusCode).toBe(404);
  });

  it('serves the project’s banner artwork under /media', async () => {
    const response = await context.app.inject('/media/banners/landing-kv-mobile.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
  });

  it('sends security headers with a CSP that allows the SPA’s own scripts', async () => {
    const response = await context.app.inject('/profile');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('img-src');
    expect(csp).toContain('data:');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a revalidation of index.html with 304 while the build is the same', async () => {
    const first = await context.app.inject('/');
    const etag = String(first.headers.etag);
    expect((await context.app.inject('/profile')).headers.etag).toBe(etag);

    const again = await context.app.inject({ url: '/profile', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('no-cache');
    const other = await context.app.inject({ url: '/profile', headers: { 'if-none-match': '"another-build"' } });
    expect(other.statusCode).toBe(200);
  });

  it('limits API calls but not files; pages and files carry the page headers, JSON answers the data headers', async () => {
    const remoteAddress = '203.0.113.77';
    for (const path of ['/', '/profile', '/assets/index-abc123.js', '/media/banners/landing-kv-mobile.svg']) {
      const response = await context.app.inject({ url: path, remoteAddress });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['x-ratelimit-limit'], path).toBeUndefined();
      expect(response.headers['x-frame-options'], path).toBe('SAMEORIGIN');
    }
    const call = await context.app.inject({ url: '/api/v1/Banner/GetLandingBanner?group=Landing-Kv', remoteAddress });
    expect(call.headers['x-ratelimit-limit']).toBeDefined();
    expect(call.headers['x-frame-options']).toBe('DENY');
    expect(call.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(call.headers['x-content-type-options']).toBe('nosniff');
    const missing = await context.app.inject({ url: '/api/v1/No/SuchCall', remoteAddress });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-frame-options']).toBe('DENY');
  });
});

describe('compression', () => {
  it('sends the build’s brotli copy of an asset to a client that accepts it, gzip to one that accepts only gzip', async () => {
    const brotli = await context.app.inject({
      url: '/assets/framework-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(String(brotli.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(FRAMEWORK_JS);
    expect(brotli.rawPayload.length).toBeLessThan(FRAMEWORK_JS.length / 10);

    const gzip = await context.app.inject({
      url: '/assets/framework-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(FRAMEWORK_JS);

    const raw = await context.app.inject({
      url: '/assets/framework-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe(FRAMEWORK_JS);
  });

  it('sends the compressed index.html for a page path the router owns', async () => {
    const response = await context.app.inject({ url: '/profile', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('text/html');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('compresses a large JSON answer on the fly, gzip first, and leaves a small one as it is', async () => {
    const large = await context.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(large.rawPayload).toString())).toHaveProperty('openapi');

    const brotliOnly = await context.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(brotliOnly.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotliOnly.rawPayload).toString())).toHaveProperty('openapi');

    const small = await context.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('status');
  });
});
