/**
 * A signed-in page's first reads start from its HTML, beside its scripts (DESIGN §10): the page's inline
 * script (apps/web/src/first-calls-inline.ts, written in by the build) sends the calls this attribute names,
 * paths under API_BASE with their query, space-separated, as the app itself would send them. The app then
 * takes each answer instead of asking again, so the member's data is on its way a whole chain of scripts
 * earlier and no call goes out twice.
 */
export const FIRST_CALLS_ATTRIBUTE = 'data-first-calls';

/**
 * How long an answer the page started stands in for the app's own call. The app asks for them as it
 * starts; one it asks for later (after the consent screen, say) is read afresh.
 */
const FIRST_CALLS_FRESH_MS = 10_000;

interface StartedCalls {
  /** The headers they went out with: an answer is taken only by a call that would send the same. */
  headers: Record<string, string>;
  startedAt: number;
  responses: Map<string, Promise<Response>>;
}

declare global {
  interface Window {
    loyaltyFirstCalls?: StartedCalls;
  }
}

/**
 * Sends the calls (the inline script's work, for a member's session): each URL once, with the headers the
 * app's own call would send. Nothing here is imported, so the build can read this module's names as well.
 */
export function startFirstCalls(urls: readonly string[], headers: Record<string, string>): void {
  if (urls.length === 0) return;
  const responses = new Map<string, Promise<Response>>();
  for (const url of urls) {
    const response = fetch(url, { headers, credentials: 'omit' });
    // A call the app never takes must not report its failure as unhandled; the app sees it when it takes it.
    response.catch(() => undefined);
    responses.set(url, response);
  }
  window.loyaltyFirstCalls = { headers, startedAt: performance.now(), responses };
}

function sameHeaders(sent: Record<string, string>, wanted: Record<string, string>): boolean {
  const names = Object.keys(wanted);
  return names.length === Object.keys(sent).length && names.every((name) => sent[name] === wanted[name]);
}

/**
 * The answer the page's HTML already asked for at `url` with these headers, once: the call that takes
 * it reads it, and the next call to the same address goes to the server.
 */
export function takeFirstCall(url: string, headers: Record<string, string>): Promise<Response> | undefined {
  const started = window.loyaltyFirstCalls;
  if (!started) return undefined;
  if (performance.now() - started.startedAt > FIRST_CALLS_FRESH_MS) {
    window.loyaltyFirstCalls = undefined;
    return undefined;
  }
  const response = started.responses.get(url);
  if (!response || !sameHeaders(started.headers, headers)) return undefined;
  started.responses.delete(url);
  return response;
}
