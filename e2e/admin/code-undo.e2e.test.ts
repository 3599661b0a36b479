import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openContext, seriousViolations } from '../support/browser';
import { registerThaiMember, useSession } from '../support/members';
import { ADMIN, createPromoCodeAs, operatorToken, signInOperator } from '../support/operators';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('console: a code disabled by mistake', () => {
  it('an admin confirms the disable, undoes it from the message, and a member still uses the code', async () => {
    const code = `WELCOME${Date.now().toString(36).toUpperCase()}`;
    await createPromoCodeAs(await operatorToken(ADMIN), code, 100);

    const context = await openContext(browser, 'desktop', { lang: 'en' });
    const page = await context.newPage();
    await signInOperator(page, ADMIN, 'en', `/admin/codes?q=${code}`);
    const row = page.getByRole('row').filter({ hasText: code });
    await row.getByRole('button', { name: `Disable ${code}`, exact: true }).click();

    const dialog = page.getByRole('alertdialog', { name: `Disable ${code}?` });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`Members can no longer use ${code}. You can enable it again.`);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Disable code', exact: true }).click();

    const message = page.getByTestId('write-message');
    await message.getByText(`${code} disabled`, { exact: true }).waitFor();
    await row.getByText('Disabled', { exact: true }).waitFor();
    await message.getByRole('button', { name: 'Enable again', exact: true }).click();
    await message.getByText(`${code} enabled`, { exact: true }).waitFor();
    await row.getByRole('button', { name: `Disable ${code}`, exact: true }).waitFor();
    await context.close();

    const member = await registerThaiMember('Wipa');
    const memberContext = await openContext(browser, 'desktop', { lang: 'en' });
    const memberPage = await memberContext.newPage();
    await useSession(memberPage, member.token);
    await memberPage.goto(`/promo-code?promocode=${code}`);
    await memberPage.getByTestId('promo-form-input').waitFor();
    await memberPage.getByTestId('promo-form-check').click();
    await memberPage.getByTestId('code-preview').waitFor();
    expect(await memberPage.getByTestId('code-preview-points').textContent()).toBe('+100');
    await memberPage.getByTestId('code-collect').click();
    await memberPage.getByTestId('code-collected').waitFor();
    await memberContext.close();
  });
});
