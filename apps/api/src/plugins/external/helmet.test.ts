import { describe, expect, it } from 'vitest';
import { dataAnswerHeaders, securityHeaders } from './helmet.js';

describe('the security headers', () => {
  it('are helmet’s, worked out once, with HSTS only in production', () => {
    const development = securityHeaders(false);
    expect(development['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(development['x-frame-options']).toBe('SAMEORIGIN');
    expect(development['strict-transport-security']).toBeUndefined();
    expect(securityHeaders(true)['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(development['x-download-options']).toBeUndefined();
    expect(development['x-xss-protection']).toBeUndefined();
  });

  it('are narrower on a JSON answer: nothing in it may load, run or be framed', () => {
    const data = dataAnswerHeaders(false);
    expect(data['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(data['x-frame-options']).toBe('DENY');
    expect(data['x-content-type-options']).toBe('nosniff');
    expect(data['strict-transport-security']).toBeUndefined();
    expect(dataAnswerHeaders(true)['strict-transport-security']).toBe(
      securityHeaders(true)['strict-transport-security'],
    );
    const bytes = (headers: Record<string, string>) =>
      Object.entries(headers).reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0);
    expect(bytes(data)).toBeLessThan(bytes(securityHeaders(false)) / 3);
  });
});
