import { pathOf, ROUTE_LIST } from '@loyalty/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, logInAsDemo, openContext } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('start-up', () => {
  it('captures query values to the exact storage keys (SPEC §4)', async () => {
    const context = await openContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto(
      '/landing?ref=FRIEND1&promocode=WELCOME100&from=home&emailFgPassword=e1&path=p1&refId=r1&game=g1&mIdp=m1&scIdp=s1&pId=12&catId=3&gId=2&fwsFlag=1&vId=9&verifybtn=1',
    );
    // The app's own button: the page's HTML shows a plain log-in link before the app has started (decision 034).
    await page.getByTestId('landing-login').first().waitFor();
    const stored = await page.evaluate(() => ({
      ref: localStorage.getItem('ref'),
      promocode: localStorage.getItem('promocode'),
      from: localStorage.getItem('from'),
      emailFgPassword: localStorage.getItem('emailFgPassword'),
      path: localStorage.getItem('path'),
      refId: localStorage.getItem('refId'),
      game: localStorage.getItem('game'),
      mIdp: localStorage.getItem('mIdp'),
      scIdp: localStorage.getItem('scIdp'),
      appVersion: localStorage.getItem('appVersion'),
      pId: sessionStorage.getItem('pId'),
      catId: sessionStorage.getItem('catId'),
      gId: sessionStorage.getItem('gId'),
      fwsFlag: sessionStorage.getItem('fwsFlag'),
      vId: sessionStorage.getItem('vId'),
      verifybtn: sessionStorage.getItem('verifybtn'),
    }));
    expect(stored).toEqual({
      ref: 'FRIEND1',
      promocode: 'WELCOME100',
      from: 'home',
      emailFgPassword: 'e1',
      path: 'p1',
      refId: 'r1',
      game: 'g1',
      mIdp: 'm1',
      scIdp: 's1',
      appVersion: '2.0.4',
      pId: '12',
      catId: '3',
      gId: '2',
      fwsFlag: '1',
      vId: '9',
      verifybtn: '1',
    });
    expect(new URL(page.url()).searchParams.get('ref')).toBe('FRIEND1');
    await context.close();
  });

  it('starts a member page’s first reads from its HTML, and the app takes them rather than asking again (DESIGN §10)', async () => {
    const context = await openContext(browser, 'phone');
    const page = await context.newPage();
    await logInAsDemo(page);
    // Home after signing in asks for its own reads: they are not the visits counted below.
    await page.waitForLoadState('networkidle');
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    // Each page with what its screen shows once the member's data is in.
    const screens = { '/home': 'tier-next', '/collect-point': 'collect-balance', '/profile': 'profile-name' };
    for (const [path, shown] of Object.entries(screens)) {
      await page.goto(path);
      await page.getByTestId(shown).first().waitFor();
      await page.waitForLoadState('networkidle');
      // What this page's own document fetched (its resource timing), so a late read of the page before
      // it, still leaving as this one loads on a busy machine, is not counted as this page's.
      const asked = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name))
          .filter((url) => url.pathname.startsWith('/api/v1/') || url.pathname.startsWith('/assets/error-texts'))
          .map((url) => `${url.pathname}${url.search}`),
      );
      const started = await page.evaluate(() =>
        document.querySelector('script[data-first-calls]')?.getAttribute('data-first-calls'),
      );
      const firstCalls = (started ?? '').split(' ').map((call) => `/api/v1${call}`);
      expect(firstCalls.length, path).toBeGreaterThanOrEqual(3);
      for (const call of firstCalls) {
        expect(
          asked.filter((url) => url === call),
          `${path}: ${call}`,
        ).toHaveLength(1);
      }
      // Nothing failed: the words for failures are not fetched (lib/error-message.ts).
      expect(
        asked.filter((url) => url.startsWith('/assets/error-texts')),
        path,
      ).toEqual([]);
    }
    expect(refused).toEqual([]);
    await context.close();
  });

  it.each(['en', 'th'] as const)(
    'draws a member’s page from its HTML and the first answers before the app, then hands it over (decision 067, %s)',
    async (lang) => {
      const context = await openContext(browser, 'phone', { lang });
      const page = await context.newPage();
      await logInAsDemo(page);
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      // The app's entry is held back on each page until the page's own drawing has been read.
      let release = () => {};
      let released = Promise.resolve();
      await context.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      const screens = { '/home': 'home-greeting', '/collect-point': 'collect-balance', '/profile': 'profile-name' };
      for (const [path, appPart] of Object.entries(screens)) {
        released = new Promise((resolve) => {
          release = resolve;
        });
        await page.goto(path);
        const drawing = page.locator('#root > [data-layout="main"].tablet\\:hidden');
        await drawing.waitFor();
        expect(await page.getAttribute('html', 'lang'), path).toBe(lang);
        const drawnTitle = (await drawing.locator('h1').textContent())?.trim();
        const drawnFigures = (await drawing.locator('main').locator('p, dd').allTextContents()).filter((text) =>
          /\d/.test(text),
        );
        expect(await page.getByTestId(appPart).count(), `${path}: the app has not started`).toBe(0);

        release();
        await page.getByTestId(appPart).first().waitFor();
        await drawing.waitFor({ state: 'detached' });
        expect((await page.locator('main h1').first().textContent())?.trim(), path).toBe(drawnTitle);
        const appFigures = await page.locator('main').locator('p, dd').allTextContents();
        expect(drawnFigures.length, path).toBeGreaterThan(0);
        for (const figure of drawnFigures) expect(appFigures, path).toContain(figure);
      }
      expect(refused).toEqual([]);
      await context.close();
    },
  );

  it('takes a session token from the query into session storage and out of the URL', async () => {
    const login = await fetch(`${baseURL()}/api/v1/authentication/LoginEmail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Email: 'demo@example.com', Password: 'Demo1234!' }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const context = await openContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto(`/home?token=${encodeURIComponent(data.token)}&ref=KEEP`);
    await page.getByTestId('home-greeting').waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/home');
    expect(url.searchParams.has('token')).toBe(false);
    expect(url.searchParams.get('ref')).toBe('KEEP');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBe(data.token);
    await context.close();
  });

  it('treats a rejected token as SPEC §4 says for 401: storage cleared but appVersion, back to landing', async () => {
    const context = await openContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto('/home?token=not.a.token&ref=GONE');
    await page.waitForURL('**/landing');
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage))).toEqual(['appVersion']);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    await context.close();
  });

  it('sends a visitor without a session from a member screen to landing', async () => {
    const context = await openContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto('/profile');
    await page.waitForURL('**/landing');
    await context.close();
  });

  it('answers unknown paths with the not-found page (HTTP 200 from the SPA) and unknown API paths with the envelope', async () => {
    const context = await openContext(browser, 'phone');
    const page = await context.newPage();
    const response = await page.goto('/this/does/not/exist');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    const api = await fetch(`${baseURL()}/api/v1/Nope/Nothing`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ status: 'error', http_status: 404, code: 'NOT_FOUND' });
    await context.close();
  });

  it('renders every route of the table for a signed-in member without an error page', async () => {
    const context = await openContext(browser, 'phone');
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await logInAsDemo(page);
    const params = { id: '1', product: 'company', productDetail: 'company-detail' };
    for (const route of ROUTE_LIST) {
      const path = route.path === '*' ? '/no-such-page/at-all' : pathOf(route.name, params);
      await page.goto(path);
      await page.locator('main').first().waitFor();
      const errorHeading = await page.getByRole('heading', { name: 'Something went wrong' }).count();
      expect(errorHeading, `${route.name} shows the error boundary`).toBe(0);
    }
    expect(pageErrors).toEqual([]);
    await context.close();
    // A page load per route of the table (about 50): more than the default minute on a loaded two-core machine.
  }, 150_000);
});
