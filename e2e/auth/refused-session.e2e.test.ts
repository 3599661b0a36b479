import { pathOf, ROUTE_LIST } from '@loyalty/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, logInAsDemo, openContext } from '../support/browser';
import { demoSessionToken, memberCall } from '../support/members';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every route the member guard lets only members into, with real values for its parameters. */
const MEMBER_ROUTES = ROUTE_LIST.filter((route) => route.meta.requiresAuth).map((route) => ({
  name: route.name,
  path: pathOf(route.name, { id: '1', product: 'company', productDetail: 'company-detail' }),
}));

/** A session the server gave out and then revoked: what a member holds once their 7 days are over. */
async function revokedToken(): Promise<string> {
  const token = await demoSessionToken();
  await memberCall('authentication/Logout', token, {});
  return token;
}

/** A member-scoped token with a forged signature. */
function forgedToken(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const inAWeek = Math.floor(Date.now() / 1000) + 7 * 24 * 60 * 60;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', scope: 'bcrm-member', exp: inAWeek })}.forged`;
}

/** A session token plus values a session leaves in both storages, all of which a 401 must clear. */
function storeSession(page: Page, token: string): Promise<void> {
  return page.evaluate((value) => {
    sessionStorage.setItem('token', value);
    sessionStorage.setItem('pId', '12');
    localStorage.setItem('ref', 'FRIEND1');
    localStorage.setItem('lang', 'en');
  }, token);
}

/** A move inside the running app, as a link would make it: the router follows the history, no page load. */
function navigateInApp(page: Page, path: string): Promise<void> {
  return page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * The addresses outside the app the page sets out for (the external home page), each recorded and
 * answered 204 so the page stays where it is: what the member would have left the app for.
 */
async function watchDepartures(page: Page): Promise<string[]> {
  const departures: string[] = [];
  await page.route(
    (url) => !url.href.startsWith(baseURL()),
    (route) => {
      if (!route.request().isNavigationRequest()) return route.abort();
      departures.push(route.request().url());
      return route.fulfill({ status: 204 });
    },
  );
  return departures;
}

interface Outcome {
  path: string;
  local: string[];
  session: number;
  departures: string[];
}

/** SPEC §4 401: on landing, both storages empty but the app version, and nowhere else set out for. */
const SIGNED_OUT_ON_LANDING: Outcome = { path: '/landing', local: ['appVersion'], session: 0, departures: [] };

/**
 * Where the member ended once signed out on landing (or after 15 s), what storage kept, where else they
 * set out for. The app may reach landing a moment before it has cleared storage (the address changes as
 * the 401 is handled), so the wait is for the whole signed-out state, not the address alone.
 */
async function outcomeOf(page: Page, departures: string[]): Promise<Outcome> {
  await page
    .waitForFunction(
      () =>
        window.location.pathname === '/landing' &&
        sessionStorage.length === 0 &&
        Object.keys(localStorage).every((key) => key === 'appVersion'),
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  const { path, local, session } = await page.evaluate(() => ({
    path: window.location.pathname,
    local: Object.keys(localStorage).sort(),
    session: sessionStorage.length,
  }));
  return { path, local, session, departures: departures.splice(0) };
}

/** Every member route's outcome, by name, beside what SPEC §4 asks of each. */
async function outcomesOfEveryRoute(visit: (path: string, index: number) => Promise<Outcome>) {
  const outcomes: Record<string, Outcome> = {};
  for (const [index, route] of MEMBER_ROUTES.entries()) outcomes[route.name] = await visit(route.path, index);
  return {
    outcomes,
    expected: Object.fromEntries(MEMBER_ROUTES.map((route) => [route.name, SIGNED_OUT_ON_LANDING])),
  };
}

describe('a session the server refuses (SPEC §4: 401 → storage cleared but appVersion, landing)', () => {
  it('opened on any member page sends the member to landing', async () => {
    const context = await openContext(browser, 'phone');
    const page = await context.newPage();
    const departures = await watchDepartures(page);
    await page.goto(pathOf('landing'));
    const refused = [await revokedToken(), forgedToken()];
    const { outcomes, expected } = await outcomesOfEveryRoute(async (path, index) => {
      await storeSession(page, refused[index % refused.length] ?? '');
      await page.goto(path, { waitUntil: 'commit' });
      return outcomeOf(page, departures);
    });
    expect(outcomes).toEqual(expected);
    await context.close();
    // A page load per member route (38): about a minute alone on a busy two-core machine, nearly two
    // beside another e2e file.
  }, 240_000);

  it('met on the way to any member page inside the running app sends the member to landing', async () => {
    const context = await openContext(browser, 'phone');
    const page = await context.newPage();
    const departures = await watchDepartures(page);
    await page.goto(pathOf('landing'));
    const refused = await revokedToken();
    const { outcomes, expected } = await outcomesOfEveryRoute(async (path) => {
      await storeSession(page, refused);
      await navigateInApp(page, path);
      return outcomeOf(page, departures);
    });
    expect(outcomes).toEqual(expected);
    await context.close();
  });

  it('revoked while the member is on home, then a move to another page sends them to landing', async () => {
    const context = await openContext(browser, 'phone');
    const page = await context.newPage();
    const departures = await watchDepartures(page);
    await logInAsDemo(page);
    await page.getByTestId('home-greeting').waitFor();
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    await memberCall('authentication/Logout', token ?? undefined, {});
    await navigateInApp(page, pathOf('point-transaction'));
    expect(await outcomeOf(page, departures)).toEqual(SIGNED_OUT_ON_LANDING);
    await context.close();
  });
});
