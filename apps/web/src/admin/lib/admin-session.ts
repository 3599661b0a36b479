import { ADMIN_TOKEN_KEY } from '@loyalty/contracts';

type SessionEndHandler = () => void;

let onSessionEnd: SessionEndHandler | null = null;

/**
 * The console's tabs share one sign-in (issue 35): a new tab asks the open ones for the token over a
 * BroadcastChannel, which only pages of the same origin can open, and a sign-out or an ended session in
 * one tab ends it in every tab. The token stays in each tab's sessionStorage, never in localStorage or a
 * cookie; expiry and revocation are the server's, per request, as before (decision 019).
 */
const CHANNEL_NAME = 'chaba-admin-session';
/** How long a new tab waits for an open tab to answer before it shows sign-in. */
const ANSWER_WAIT_MS = 250;

type SessionMessage = { type: 'request' } | { type: 'token'; token: string } | { type: 'end' };

let channel: BroadcastChannel | null = null;

function sessionChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(CHANNEL_NAME);
  // Node's channel (the tests') would keep the process alive; browsers have no such method.
  (channel as BroadcastChannel & { unref?: () => void }).unref?.();
  channel.onmessage = (event: MessageEvent<SessionMessage>) => {
    const message = event.data;
    const token = readAdminToken();
    if (message.type === 'request' && token) channel?.postMessage({ type: 'token', token } satisfies SessionMessage);
    if (message.type === 'end' && token) forget(true);
  };
  return channel;
}

/** The operator's token, apart from a member's `token` (docs/decisions/019). */
export function readAdminToken(): string | null {
  return window.sessionStorage.getItem(ADMIN_TOKEN_KEY);
}

export function startAdminSession(token: string): void {
  window.sessionStorage.setItem(ADMIN_TOKEN_KEY, token);
  sessionChannel();
}

function forget(notify: boolean): void {
  window.sessionStorage.removeItem(ADMIN_TOKEN_KEY);
  if (notify) onSessionEnd?.();
}

/**
 * Forgets the token, in this tab and every other console tab; with `notify`, this tab takes the operator
 * to sign-in (a 401 mid-work). The other tabs go to sign-in on their own.
 */
export function endAdminSession({ notify }: { notify: boolean }): void {
  forget(notify);
  sessionChannel()?.postMessage({ type: 'end' } satisfies SessionMessage);
}

/**
 * A tab opened without a token takes the one another open console tab holds, if any answers in time;
 * it answers null when none does (the operator signs in).
 */
export async function adoptSharedSession(): Promise<string | null> {
  const shared = sessionChannel();
  const own = readAdminToken();
  if (own || !shared) return own;
  const answer = new Promise<string | null>((resolve) => {
    const listener = (event: MessageEvent<SessionMessage>) => {
      if (event.data.type !== 'token') return;
      shared.removeEventListener('message', listener);
      resolve(event.data.token);
    };
    shared.addEventListener('message', listener);
    setTimeout(() => {
      shared.removeEventListener('message', listener);
      resolve(null);
    }, ANSWER_WAIT_MS);
  });
  shared.postMessage({ type: 'request' } satisfies SessionMessage);
  const token = await answer;
  if (token) window.sessionStorage.setItem(ADMIN_TOKEN_KEY, token);
  return token;
}

/** The console's router registers where an ended session goes; the API client knows no router. */
export function registerSessionEndHandler(handler: SessionEndHandler | null): void {
  onSessionEnd = handler;
}

let onSecondFactorRequired: (() => void) | null = null;

/** Where an admin goes when the programme's rule needs a second factor they have not set up (issue 35). */
export function registerSecondFactorRequiredHandler(handler: (() => void) | null): void {
  onSecondFactorRequired = handler;
}

export function requireSecondFactorSetUp(): void {
  onSecondFactorRequired?.();
}
