/**
 * Polls `check` every 20 ms until it holds or `timeoutMs` has gone by, and answers whether it held: for
 * what arrives by a database notice, a moment after the write that caused it.
 */
export async function within(timeoutMs: number, check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((done) => setTimeout(done, 20));
  }
  return check();
}
