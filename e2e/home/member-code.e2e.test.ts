import {
  identifyMember,
  MEMBER_CODE_PREFIX,
  MEMBER_CODE_STEP_SECONDS,
  type MemberCode,
  partnerCallPath,
} from '@loyalty/contracts';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  launchBrowser,
  openContext,
  seriousViolations,
  VIEWPORTS,
  type ViewportName,
} from '../support/browser';
import { type NewMember, registerThaiMember, useSession } from '../support/members';
import { ADMIN, memberIdOf, operatorToken, partnerKeyAs } from '../support/operators';
import { saveScreenshot } from '../support/screenshots';

let browser: Browser;

/** Each width in each language (issue 33: "at every width, in both languages"). */
const RUNS: [ViewportName, 'en' | 'th'][] = [
  ['phone', 'en'],
  ['phone', 'th'],
  ['tablet', 'en'],
  ['tablet', 'th'],
  ['desktop', 'en'],
  ['desktop', 'th'],
];

const TITLE = { en: 'My member code', th: 'รหัสสมาชิกของฉัน' } as const;

const isMemberCodeAnswer = (response: Response) => response.url().includes('/api/v1/Customer/GetMemberCode');

/**
 * Records what the page asks of the Screen Wake Lock API (headless Chromium refuses the real one): the
 * locks requested and released. A script's text rather than a function: the test's transform names
 * functions written as object properties with a helper the page does not have.
 */
const RECORD_WAKE_LOCKS = `
  const record = { requested: 0, released: 0 };
  window.wakeLockRecord = record;
  Object.defineProperty(navigator, 'wakeLock', {
    configurable: true,
    value: {
      request: async function () {
        record.requested += 1;
        return { release: async function () { record.released += 1; } };
      },
    },
  });
`;

const wakeLocks = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { wakeLockRecord: { requested: number; released: number } }).wakeLockRecord,
  );

/** What a POS learns when it sends `code` to the partner API's identify (DESIGN §13). */
async function identifyAtTill(code: string): Promise<{ status: number; member_id: string | undefined }> {
  const response = await fetch(`${baseURL()}${partnerCallPath(identifyMember)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${partner.key}` },
    body: JSON.stringify({ member_code: code }),
  });
  const body = (await response.json()) as { data?: { member_id: string } };
  return { status: response.status, member_id: body.data?.member_id };
}

async function pageFor(member: NewMember, viewport: ViewportName, lang: 'en' | 'th'): Promise<Page> {
  const context = await openContext(browser, viewport, { lang });
  const page = await context.newPage();
  await useSession(page, member.token);
  return page;
}

/** Opens the member code from home's tile and answers the code the server gave the page. */
async function openMemberCode(page: Page, lang: 'en' | 'th'): Promise<MemberCode> {
  const answer = page.waitForResponse(isMemberCodeAnswer);
  await page.getByTestId('home-member-code').click();
  const code = ((await (await answer).json()) as { data: MemberCode }).data;
  await page.getByRole('dialog', { name: TITLE[lang] }).waitFor();
  await page.getByTestId('member-qr').waitFor();
  await page.getByTestId('member-barcode').waitFor();
  return code;
}

const shownCode = async (page: Page) =>
  ((await page.getByTestId('member-code-text').textContent()) ?? '').replace(/\s/g, '');

/** Every member code the server answered the page, in order, as each answer's body is read. */
function recordAnsweredCodes(page: Page): string[] {
  const codes: string[] = [];
  page.on('response', (response) => {
    if (!isMemberCodeAnswer(response)) return;
    void response.json().then((body: { data: MemberCode }) => codes.push(body.data.code));
  });
  return codes;
}

/** Whether the QR picture and the barcode hold the code the text shows, all read at one moment. */
const partsShowingOneCode = (page: Page) =>
  page.evaluate(() => {
    const part = (testId: string) => document.querySelector(`[data-testid="${testId}"]`);
    const code = (part('member-code-text')?.textContent ?? '').replace(/\s/g, '');
    const qr = part('member-qr')?.getAttribute('alt') ?? '';
    const barcode = part('member-barcode')?.getAttribute('aria-label') ?? '';
    return code !== '' && qr.includes(code) && barcode.includes(code);
  });

const countdownSeconds = async (page: Page) =>
  Number(/\d+/.exec((await page.getByTestId('member-countdown').textContent()) ?? '')?.[0] ?? Number.NaN);

/** Whether the element lies whole inside the viewport: nothing of the code is cut off at this width. */
async function isWhollyShown(page: Page, testId: string, viewport: ViewportName): Promise<boolean> {
  const box = await page.getByTestId(testId).boundingBox();
  const { width, height } = VIEWPORTS[viewport];
  return box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
}

let members: NewMember[];
let partner: { key: string; storeCode: string };

beforeAll(async () => {
  browser = await launchBrowser();
  members = await Promise.all(RUNS.map(([viewport, lang]) => registerThaiMember(`Code${viewport}${lang}`)));
  partner = await partnerKeyAs(await operatorToken(ADMIN));
});
afterAll(async () => {
  await browser?.close();
});

describe('the member code on home', () => {
  it.each(RUNS.map((run, index) => [...run, index] as const))(
    'opens from home with the server’s code as QR, barcode and text, counts down and renews it, at %s width in %s',
    async (viewport, lang, index) => {
      const member = members[index];
      if (!member) throw new Error(`No member for run ${index}`);
      const page = await pageFor(member, viewport, lang);
      await page.addInitScript(RECORD_WAKE_LOCKS);
      // The page runs on a clock the test can move, so the countdown reaches zero without a real minute.
      await page.clock.install();
      const answered = recordAnsweredCodes(page);
      await page.goto('/home');

      const entry = page.getByTestId('home-member-code');
      await entry.waitFor();
      expect(await entry.textContent()).toContain(TITLE[lang]);
      await saveScreenshot(page, `home-member-code-${viewport}-${lang}`);

      const code = await openMemberCode(page, lang);
      expect(code.code.startsWith(MEMBER_CODE_PREFIX)).toBe(true);
      expect(code.step_seconds).toBe(MEMBER_CODE_STEP_SECONDS);
      expect(code.expires_in_ms).toBeGreaterThan(0);
      expect(code.expires_in_ms).toBeLessThanOrEqual(MEMBER_CODE_STEP_SECONDS * 1000);
      // Text, QR and barcode show one code, the server's latest answer: code.code, or the next minute's
      // when the minute turns while a busy machine gets here (the page asks again as its countdown ends).
      await expect.poll(() => partsShowingOneCode(page)).toBe(true);
      const shown = await shownCode(page);
      await expect.poll(() => answered.at(-1)).toBe(shown);
      expect(answered.indexOf(shown)).toBeGreaterThanOrEqual(answered.indexOf(code.code));
      // The code shown is the one a till takes: the partner API names this member by it.
      expect(await identifyAtTill(shown)).toEqual({ status: 200, member_id: await memberIdOf(member) });
      const seconds = await countdownSeconds(page);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(MEMBER_CODE_STEP_SECONDS);
      for (const part of ['member-qr', 'member-barcode', 'member-code-text', 'member-countdown']) {
        expect(await isWhollyShown(page, part, viewport), `${part} at ${viewport}`).toBe(true);
      }
      await expect.poll(async () => (await wakeLocks(page)).requested).toBe(1);
      await saveScreenshot(page, `member-code-${viewport}-${lang}`);
      expect(await seriousViolations(page)).toEqual([]);

      // A whole step and a second: whatever was left of the code on screen runs out, and the page asks again.
      const next = page.waitForResponse(isMemberCodeAnswer);
      await page.clock.fastForward(MEMBER_CODE_STEP_SECONDS * 1000 + 1000);
      const renewed = ((await (await next).json()) as { data: MemberCode }).data;
      await expect.poll(() => shownCode(page)).toBe(renewed.code);
      // The new answer restarts the countdown from what the server says is left of its step.
      await expect.poll(() => countdownSeconds(page)).toBeGreaterThan(0);

      // Escape closes it: the screen may sleep again, and the focus is back on the tile.
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await expect.poll(async () => (await wakeLocks(page)).released).toBe(1);
      expect(await entry.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.context().close();
    },
    90_000,
  );
});
