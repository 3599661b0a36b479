/** An unsigned JWT-shaped token carrying the given scope, as the browser reads it (test helper). */
export function tokenWithScope(scope: string): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'M1', scope, jti: 'j1' })}.signature`;
}
