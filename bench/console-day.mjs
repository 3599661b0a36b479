// An operations team's day in the console (issue 35, "Must show"), counted in clicks and fields filled per
// task, on two running versions of the app: `node bench/console-day.mjs --before http://127.0.0.1:3103
// --after http://127.0.0.1:3102 [--before-db URL --after-db URL] [--prepare]`. Each task starts at the
// dashboard, signed in, at 1280 px, and goes through the console's own screens as an operator would
// (sidebar, search box, buttons); a task the version cannot do is reported "not possible" with the reason.
// The Markdown table is printed on stdout; docs/architecture/console-day.md explains the method.
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { prepareDay } from './console-day-setup.mjs';
import { CHROMIUM_ARGS } from './support.mjs';

const { values: options } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string' },
    'before-db': { type: 'string' },
    'after-db': { type: 'string' },
    prepare: { type: 'boolean', default: false },
  },
});

const ADMIN = { email: 'admin@example.com', password: 'Admin1234!' };
const STAFF = { email: 'staff@example.com', password: 'Staff1234!' };
const MEMBER_EMAIL = 'demo@example.com';
const LOCKED_MEMBER_EMAIL = 'somchai@example.com';

/** Thrown by a task whose version has no screen for it. */
class NotPossible extends Error {}

/**
 * One operator's tab with its counts: every click (a button, a link, a checkbox), every field filled or
 * option chosen, and every screen the tab arrives at (a document load or a route change of the console).
 */
async function operatorTab(browser, base) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  await context.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  const page = await context.newPage();
  const counts = { clicks: 0, fields: 0, screens: 0 };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) counts.screens += 1;
  });
  const tab = {
    page,
    counts,
    async click(locator) {
      await locator.click();
      counts.clicks += 1;
    },
    async fill(locator, value) {
      await locator.fill(value);
      counts.fields += 1;
    },
    async choose(locator, option) {
      await locator.selectOption(option);
      counts.fields += 1;
    },
    /** Clicks a sidebar entry by the start of its name ("Receipts , 3 waiting" is still "Receipts"). */
    async menu(name) {
      const link = page
        .getByRole('navigation', { name: 'Back-office areas' })
        .getByRole('link', { name: new RegExp(`^${name}( ,|$)`) });
      if ((await link.count()) === 0) throw new NotPossible(`no "${name}" entry in the menu`);
      await tab.click(link.first());
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    },
    /** Answers a confirmation dialog when the version asks one (its confirming button, not Cancel). */
    async confirmIfAsked() {
      const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      try {
        await dialog.first().waitFor({ timeout: 1500 });
      } catch {
        return;
      }
      const buttons = dialog
        .first()
        .getByRole('button')
        .filter({ hasNotText: /^(Cancel|Close|Keep)/ });
      await tab.click(buttons.last());
      await dialog.first().waitFor({ state: 'hidden' });
    },
    async signIn(operator) {
      await page.goto('/admin/sign-in');
      await tab.fill(page.getByLabel('E-mail', { exact: true }), operator.email);
      await tab.fill(page.getByLabel('Password', { exact: true }), operator.password);
      await tab.click(page.getByTestId('sign-in-submit'));
      await page.waitForURL('**/admin/dashboard*');
    },
    async openMember(email) {
      await tab.menu('Members');
      await tab.fill(page.getByRole('searchbox', { name: 'Search this list' }), email);
      const link = page
        .getByRole('row')
        .filter({ hasText: email })
        .getByRole('link', { name: /^Open member/ });
      await tab.click(link);
      await page.getByRole('region', { name: 'Profile' }).waitFor();
    },
    /** Waits for the version's answer to a write: its message or the form settling. */
    async settle() {
      await page.waitForLoadState('networkidle');
    },
  };
  return tab;
}

/** Bangkok's today and the first day of its month, as YYYY-MM-DD. */
function bangkokDays() {
  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  return { today, monthStart: `${today.slice(0, 8)}01` };
}

/** Whether `locator` shows within a moment (the version has that screen element). */
async function shows(locator, timeout = 2500) {
  try {
    await locator.first().waitFor({ timeout });
    return true;
  } catch {
    return false;
  }
}

/** The receipt queue on Pending (a step of its own where the queue opens on every status) and its first receipt. */
async function openOldestPendingReceipt(admin) {
  const { page } = admin;
  await admin.menu('Receipts');
  await page
    .getByRole('button', { name: /^Open receipt #/ })
    .first()
    .waitFor();
  const status = page.getByRole('combobox', { name: 'Status' });
  if ((await status.inputValue()) !== 'pending') {
    await admin.choose(status, 'pending');
    await admin.click(page.getByRole('button', { name: 'Apply filters' }));
  }
  await admin.click(page.getByRole('button', { name: /^Open receipt #/ }).first());
}

const TASKS = [
  {
    name: 'Approve the oldest pending receipt',
    async run({ admin }) {
      const { page } = admin;
      await openOldestPendingReceipt(admin);
      const form = page.getByRole('form', { name: 'Approve' });
      await form.waitFor();
      const store = form.getByLabel('Store on the receipt', { exact: true });
      if (await store.count()) {
        await admin.choose(store, { label: 'Chaba Mart · Chaba Mart Rama 9 (CHB-BKK-005)' });
        await admin.fill(form.getByLabel('Receipt number', { exact: true }), `R-${Date.now()}`);
        await admin.fill(form.getByLabel('Purchase date', { exact: true }), bangkokDays().today);
      }
      await admin.fill(form.getByLabel('Receipt total (THB)', { exact: true }), '391');
      await admin.click(form.getByRole('button', { name: 'Approve receipt' }));
      await admin.confirmIfAsked();
      await admin.settle();
    },
  },
  {
    name: 'Reject a receipt with a reason',
    async run({ admin }) {
      const { page } = admin;
      await openOldestPendingReceipt(admin);
      const form = page.getByRole('form', { name: 'Reject' });
      await form.waitFor();
      const preset = form.getByLabel('Reason the member reads', { exact: true });
      if (await preset.count()) {
        await admin.choose(preset, { index: 1 });
      } else {
        await admin.fill(form.getByLabel('Reason (English)', { exact: true }), 'The photo is too blurred to read.');
        await admin.fill(form.getByLabel('Reason (Thai)', { exact: true }), 'รูปเบลอเกินกว่าจะอ่านใบเสร็จได้');
      }
      await admin.click(form.getByRole('button', { name: 'Reject receipt' }));
      await admin.confirmIfAsked();
      await admin.settle();
    },
  },
  {
    name: 'Grant 50 points to a member found by e-mail (staff makes it)',
    async run({ staff }) {
      const { page } = staff;
      await staff.openMember(MEMBER_EMAIL);
      const form = page.getByRole('form', { name: 'Adjust points' });
      await staff.fill(form.getByLabel('Points', { exact: true }), '50');
      await staff.fill(form.getByLabel('Reason (English)', { exact: true }), 'Goodwill: late delivery');
      await staff.fill(form.getByLabel('Reason (Thai)', { exact: true }), 'ชดเชยการส่งของล่าช้า');
      const category = form.getByLabel('Category', { exact: true });
      if (await category.count()) await staff.choose(category, { index: 1 });
      await staff.click(form.getByRole('button', { name: 'Submit adjustment' }));
      await staff.confirmIfAsked();
      await staff.settle();
    },
  },
  {
    name: '… and a second operator (admin) approves it',
    async run({ admin }) {
      const { page } = admin;
      await admin.menu('Point adjustments');
      const row = page.getByRole('row').filter({ hasText: 'Goodwill: late delivery' });
      await admin.click(row.getByRole('button', { name: /^Approve/ }).first());
      await admin.confirmIfAsked();
      await admin.settle();
    },
  },
  {
    name: 'Re-enable the disabled promo code WELCOME100',
    async run({ admin }) {
      const { page } = admin;
      await admin.menu('Codes');
      await admin.fill(page.getByRole('searchbox', { name: 'Search this list' }), 'WELCOME100');
      const enable = page.getByRole('button', { name: 'Enable WELCOME100', exact: true });
      if (!(await shows(enable))) throw new NotPossible('the codes list offers no Enable for a disabled code');
      await admin.click(enable);
      await admin.confirmIfAsked();
      await admin.settle();
    },
  },
  {
    name: 'Disable a whole code batch',
    async run({ admin }) {
      const { page } = admin;
      await admin.menu('Code batches');
      const disable = page.getByRole('button', { name: 'Disable batch Flyer November', exact: true });
      if (!(await shows(disable))) throw new NotPossible('the batches list offers no Disable batch');
      await admin.click(disable);
      await admin.confirmIfAsked();
      await admin.settle();
    },
  },
  {
    name: 'Advance a shipment: packed, then shipped with carrier and tracking number',
    async run({ admin }) {
      const { page } = admin;
      await admin.menu('Shipments');
      const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: /Mark order .* Packed/ }) });
      const order = (await row.first().textContent()).match(/[A-Z0-9]{12}/)[0];
      const orderRow = page.getByRole('row').filter({ hasText: order });
      // The step opens a panel beside the row (not a dialog) with the step's own button.
      await admin.click(orderRow.getByRole('button', { name: /^Mark order/ }));
      await admin.click(page.getByRole('button', { name: 'Mark Packed', exact: true }));
      await orderRow.getByRole('button', { name: `Mark order ${order} Shipped` }).waitFor();
      await admin.click(orderRow.getByRole('button', { name: /^Mark order/ }));
      await admin.fill(page.getByLabel('Carrier', { exact: true }), 'Kerry Express');
      await admin.fill(page.getByLabel('Tracking number', { exact: true }), 'KEX123456789TH');
      await admin.click(page.getByRole('button', { name: 'Mark Shipped', exact: true }));
      await orderRow.getByRole('button', { name: `Mark order ${order} Delivered` }).waitFor();
    },
  },
  {
    name: "Correct a member's mobile number",
    async run({ admin }) {
      const { page } = admin;
      await admin.openMember(MEMBER_EMAIL);
      const form = page.getByRole('form', { name: 'Correct a contact' });
      if (!(await shows(form, 1000))) throw new NotPossible('the member page has no contact correction');
      await admin.choose(form.getByLabel('Contact', { exact: true }), { label: 'Mobile number' });
      await admin.fill(form.getByLabel('Corrected contact', { exact: true }), '0891112233');
      await admin.fill(form.getByLabel('Reason', { exact: true }), 'Member phoned: new SIM');
      await admin.click(form.getByRole('button', { name: /^Correct contact/ }));
      await admin.confirmIfAsked();
      await admin.settle();
    },
  },
  {
    name: "End a member's log-in lock",
    async run({ admin }) {
      const { page } = admin;
      await admin.openMember(LOCKED_MEMBER_EMAIL);
      const form = page.getByRole('form', { name: 'End a lock' });
      if (!(await shows(form, 1000))) throw new NotPossible('the member page has no way to end a lock');
      await admin.fill(form.getByLabel('Reason', { exact: true }), 'Identity checked on the phone');
      await admin.click(form.getByRole('button', { name: /^End locks/ }));
      await admin.confirmIfAsked();
      await admin.settle();
    },
  },
  {
    name: 'Change a tier threshold (Silver to ฿25,000)',
    async run({ admin }) {
      const { page } = admin;
      await admin.menu('Tier thresholds');
      const form = page.getByRole('form', { name: 'Tier Silver' });
      await admin.fill(form.getByLabel('Spending to reach it (THB, last 12 months)', { exact: true }), '25000');
      await admin.click(form.getByRole('button', { name: 'Save tier' }));
      await admin.confirmIfAsked();
      await admin.settle();
    },
  },
  {
    name: 'Look up the points liability in THB on the dashboard',
    async run({ admin }) {
      const { page } = admin;
      await admin.menu('Dashboard');
      const liability = page
        .getByRole('list', { name: 'Finance figures' })
        .getByRole('listitem')
        .filter({ hasText: 'Liability' });
      if (await shows(liability)) return;
      // Before: the dashboard tells the points members hold; their value is the till rule's THB a point,
      // read on the rules page and multiplied by hand.
      await admin.menu('Programme rules');
      await page.getByLabel('THB one point pays at a till', { exact: true }).waitFor();
      await admin.menu('Dashboard');
      throw new NotPossible('only points held are shown; THB = points × the till rule, worked out by hand');
    },
  },
  {
    name: 'Export one partner’s redemptions for a month',
    async run({ admin }) {
      const { page } = admin;
      await admin.menu('Exports');
      const panel = page.getByRole('region', { name: 'Redemptions' });
      const partner = panel.getByLabel('Partner', { exact: true });
      const filtered = (await partner.count()) > 0;
      if (filtered) {
        const { today, monthStart } = bangkokDays();
        await admin.choose(partner, { label: 'Chaba Rewards Shop' });
        await admin.fill(panel.getByLabel('From', { exact: true }), monthStart);
        await admin.fill(panel.getByLabel('To', { exact: true }), today);
      }
      const download = page.waitForEvent('download');
      await admin.click(panel.getByRole('button', { name: 'Download CSV' }));
      await download;
      if (!filtered)
        throw new NotPossible('every redemption of every partner and month; filtered by hand in the spreadsheet');
    },
  },
];

/** Runs the day on one version: per task its clicks, fields, screens and whether it could be done. */
async function runDay(browser, base) {
  const admin = await operatorTab(browser, base);
  const staff = await operatorTab(browser, base);
  await admin.signIn(ADMIN);
  const signIn = { ...admin.counts, done: true };
  await staff.signIn(STAFF);
  const results = [{ name: 'Sign in to the console', ...signIn, note: '' }];
  for (const task of TASKS) {
    for (const tab of [admin, staff]) {
      await tab.page.goto('/admin/dashboard');
      await tab.page.getByRole('heading', { level: 1 }).first().waitFor();
      Object.assign(tab.counts, { clicks: 0, fields: 0, screens: 0 });
    }
    let done = true;
    let note = '';
    try {
      await task.run({ admin, staff });
    } catch (error) {
      done = false;
      note = error instanceof NotPossible ? error.message : `failed: ${error.message.split('\n')[0]}`;
    }
    const clicks = admin.counts.clicks + staff.counts.clicks;
    const fields = admin.counts.fields + staff.counts.fields;
    const screens = admin.counts.screens + staff.counts.screens;
    results.push({ name: task.name, clicks, fields, screens, done, note });
  }
  return results;
}

function cell(result) {
  const screens = result.screens === 0 ? 'no screen' : `${result.screens} screen${result.screens === 1 ? '' : 's'}`;
  const figure = `${result.clicks} + ${result.fields} (${screens})`;
  return result.done ? figure : `not possible (${figure} spent)`;
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  if (options.prepare) {
    await prepareDay(options.before, options['before-db']);
    await prepareDay(options.after, options['after-db']);
  }
  const before = await runDay(browser, options.before);
  const after = await runDay(browser, options.after);
  const lines = ['| Task | Clicks + fields before | After | Notes |', '| --- | --- | --- | --- |'];
  for (const [index, task] of before.entries()) {
    const notes = [
      before[index].note && `before: ${before[index].note}`,
      after[index].note && `after: ${after[index].note}`,
    ]
      .filter(Boolean)
      .join('; ');
    lines.push(`| ${task.name} | ${cell(before[index])} | ${cell(after[index])} | ${notes} |`);
  }
  const both = before.map((result, index) => result.done && after[index].done);
  const total = (results) =>
    results.filter((_, index) => both[index]).reduce((sum, result) => sum + result.clicks + result.fields, 0);
  const doneCount = (results) => results.filter((result) => result.done).length;
  lines.push(
    `| **Tasks done** | ${doneCount(before)} of ${before.length} | ${doneCount(after)} of ${after.length} | |`,
  );
  lines.push(`| **Clicks + fields of the tasks both do** | ${total(before)} | ${total(after)} | |`);
  console.log(lines.join('\n'));
} finally {
  await browser.close();
}
