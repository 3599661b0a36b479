import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, openContext, seriousViolations } from '../support/browser';
import { earnWithCode, memberCall, registerForeigner, useSession } from '../support/members';
import { freshMobile, latestOtp } from '../support/outbox';
import { saveScreenshot } from '../support/screenshots';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A seeded privilege's ids, found as the search screen finds it (`keyword` is its whole title, lower case). */
async function privilegeIds(token: string, keyword: string): Promise<{ id: number; categoryId: number }> {
  const url = new URL('/api/v1/Privilege/GetPrivilegeList', baseURL());
  url.searchParams.set('Keyword', keyword);
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });
  const body = (await response.json()) as {
    data: { items: { privilege_id: number; category_id: number; title: string }[] };
  };
  // Exactly the seeded title: the console's e2e test adds privileges whose titles start the same way.
  const first = body.data.items.find((item) => item.title.toLowerCase() === keyword);
  if (!first) throw new Error(`No seeded privilege is called "${keyword}"`);
  return { id: first.privilege_id, categoryId: first.category_id };
}

describe('a new member’s first redemption (issue 34)', () => {
  it('asks only for the birth date and a confirmed mobile inside the redeem flow, then redeems (390 px, en)', async () => {
    // Registered by e-mail with a birth year and no mobile, then 100 welcome points: enough for a 90-point dessert.
    const member = await registerForeigner('Emily', 1990);
    const { id, categoryId } = await privilegeIds(member.token, 'mango sticky rice');

    const context = await openContext(browser, 'phone', { lang: 'en' });
    const page = await context.newPage();
    await useSession(page, member.token);

    // With no points yet: one message with how many more are needed, and where to collect them.
    await page.goto(`/privilege-detail/${id}?catId=${categoryId}`);
    const short = page.getByTestId('redeem-blocked');
    await short.waitFor();
    expect(await short.textContent()).toBe('You need 90 more points to redeem this privilege.');
    expect(await page.getByTestId('detail-blocked').count()).toBe(0);
    expect(await page.getByTestId('collect-points-help').getByRole('link').count()).toBe(5);
    await saveScreenshot(page, 'first-redemption-not-enough-points-phone-en');

    await earnWithCode(member, 'WELCOME100');
    await page.reload();
    const redeem = page.getByTestId('redeem-button');
    await expect.poll(() => redeem.isEnabled(), { timeout: 15_000 }).toBe(true);
    await redeem.click();

    // Step 1: only the birth date, its year carried over from registration.
    await page.getByTestId('redeem-profile-step').waitFor();
    expect(await page.getByTestId('redeem-profile-progress').textContent()).toBe('Step 1 of 2');
    expect(await page.getByLabel('First name').count()).toBe(0);
    expect(await page.getByTestId('redeem-birth-date-year').inputValue()).toBe('1990');
    await saveScreenshot(page, 'first-redemption-birth-date-phone-en');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Day').selectOption('14');
    await page.getByLabel('Month').selectOption('2');
    await page.getByTestId('redeem-profile-save').click();

    // Step 2: a mobile, confirmed by the code the dev outbox holds; the page never leaves the privilege.
    const mobile = freshMobile();
    await page.getByTestId('redeem-mobile').fill(mobile);
    await page.getByTestId('redeem-mobile-send').click();
    await page.getByTestId('otp-input').fill(await latestOtp(mobile));
    await saveScreenshot(page, 'first-redemption-mobile-code-phone-en');
    await page.getByTestId('otp-submit').click();

    // Back on the privilege: the member confirms as usual and sees the coupon.
    await page.getByTestId('redeem-confirm').waitFor();
    expect(page.url()).toContain(`/privilege-detail/${id}`);
    expect(await page.getByTestId('redeem-confirm-points').textContent()).toContain('90');
    await saveScreenshot(page, 'first-redemption-confirm-phone-en');
    await page.getByTestId('redeem-confirm-send').click();
    await page.waitForURL(/\/redemption\/\d+$/);
    await page.getByTestId('redemption-qr').waitFor();
    expect(await page.getByTestId('redemption-code').textContent()).toMatch(/^[A-Z0-9]{6,}$/);
    await saveScreenshot(page, 'first-redemption-coupon-phone-en');

    const profile = await memberCall<{ date_of_birth: string; mobile_no: string; point_balance: number }>(
      'Customer/GetCustomerInfo',
      member.token,
    );
    expect(profile).toMatchObject({ date_of_birth: '1990-02-14', mobile_no: mobile, point_balance: 10 });
    await context.close();
  });

  it('offers points I can use on the privilege list, in Thai (390 px)', async () => {
    const member = await registerForeigner('Napat', 1995);
    await earnWithCode(member, 'WELCOME100');
    const context = await openContext(browser, 'phone', { lang: 'th' });
    const page = await context.newPage();
    await useSession(page, member.token);
    await page.goto('/privilege');
    const toggle = page.getByTestId('list-affordable');
    await toggle.waitFor();
    expect(await toggle.textContent()).toBe('คะแนนพอแลก');
    const served = page.waitForResponse((response) => response.url().includes('Affordable_Only=true'));
    await toggle.click();
    const body = (await (await served).json()) as {
      data: { items: { point_cost: number; is_tier_locked: boolean }[] };
    };
    expect(body.data.items.length).toBeGreaterThan(0);
    expect(body.data.items.every((item) => !item.is_tier_locked)).toBe(true);
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await saveScreenshot(page, 'privilege-list-affordable-phone-th');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
