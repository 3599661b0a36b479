import { describe, expect, it } from 'vitest';
import { securityHeaders } from './helmet.js';

describe('the security headers', () => {
  it('are helmet’s, worked out once, with HSTS only in production', () => {
    const development = securityHeaders(false);
    expect(development['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(development['x-frame-options']).toBe('SAMEORIGIN');
    expect(development['strict-transport-security']).toBeUndefined();
    expect(securityHeaders(true)['strict-transport-security']).toMatch(/^max-age=\d+/);
  });
});
