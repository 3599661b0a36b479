import { describe, expect, it } from 'vitest';
import { dataAnswerHeaders, securityHeaders } from './helmet.js';

describe('the security headers', () => {
  it('are helmet’s, worked out once, with HSTS only in production', () => {
    const development = securityHeaders({ production: false });
    expect(development['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(development['x-frame-options']).toBe('SAMEORIGIN');
    expect(development['strict-transport-security']).toBeUndefined();
    expect(securityHeaders({ production: true })['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(development['x-download-options']).toBeUndefined();
    expect(development['x-xss-protection']).toBeUndefined();
  });

  it('let the web build’s own inline scripts run by their hashes, and no other inline script', () => {
    const hash = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
    const policy = securityHeaders({ production: false, inlineScripts: [hash] })['content-security-policy'];
    expect(policy).toContain(`script-src 'self' ${hash} https://static.line-scdn.net;`);
    expect(policy).not.toContain('unsafe-inline;');
    expect(securityHeaders({ production: false })['content-security-policy']).not.toContain('sha256-');
  });

  it('are narrower on a JSON answer: nothing in it may load, run or be framed', () => {
    const data = dataAnswerHeaders(false);
    expect(data['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(data['x-frame-options']).toBe('DENY');
    expect(data['x-content-type-options']).toBe('nosniff');
    expect(data['strict-transport-security']).toBeUndefined();
    expect(dataAnswerHeaders(true)['strict-transport-security']).toBe(
      securityHeaders({ production: true })['strict-transport-security'],
    );
    const bytes = (headers: Record<string, string>) =>
      Object.entries(headers).reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0);
    expect(bytes(data)).toBeLessThan(bytes(securityHeaders({ production: false })) / 3);
  });
});
