import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptSharedSession, endAdminSession, readAdminToken, startAdminSession } from './admin-session';

/** Another console tab of the same origin, on the channel the console's tabs share. */
function otherTab() {
  return new BroadcastChannel('chaba-admin-session');
}

let tabs: BroadcastChannel[] = [];
const open = () => {
  const tab = otherTab();
  tabs.push(tab);
  return tab;
};

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  for (const tab of tabs) tab.close();
  tabs = [];
});

describe('one console sign-in across tabs (issue 35)', () => {
  it('takes the token an open tab answers with, and keeps it in this tab only', async () => {
    const tab = open();
    tab.onmessage = (event) => {
      if (event.data.type === 'request') tab.postMessage({ type: 'token', token: 'token-of-tab-1' });
    };

    expect(await adoptSharedSession()).toBe('token-of-tab-1');
    expect(readAdminToken()).toBe('token-of-tab-1');
    const stored = Array.from({ length: window.localStorage.length }, (_, index) => window.localStorage.key(index));
    expect(stored.map((key) => key && window.localStorage.getItem(key))).not.toContain('token-of-tab-1');
  });

  it('answers nothing when no tab holds a session, so the operator signs in', async () => {
    open();
    expect(await adoptSharedSession()).toBeNull();
    expect(readAdminToken()).toBeNull();
  });

  it('answers another tab’s request with its own token', async () => {
    startAdminSession('token-here');
    const tab = open();
    const answered = new Promise((resolve) => {
      tab.onmessage = (event) => resolve(event.data);
    });
    tab.postMessage({ type: 'request' });
    expect(await answered).toEqual({ type: 'token', token: 'token-here' });
  });

  it('signs out every tab when one signs out, and tells the others when this one does', async () => {
    startAdminSession('token-here');
    const tab = open();
    tab.postMessage({ type: 'end' });
    await vi.waitFor(() => expect(readAdminToken()).toBeNull());

    startAdminSession('token-again');
    const told = new Promise((resolve) => {
      tab.onmessage = (event) => resolve(event.data);
    });
    endAdminSession({ notify: false });
    expect(await told).toEqual({ type: 'end' });
    expect(readAdminToken()).toBeNull();
  });
});
