import type { Adjustment, AdminMemberDetail, AdminMemberLedgerItem } from '@loyalty/contracts';
import { ERRORS } from '@loyalty/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { mockAdminApi, ok, operatorOf, page, refused, renderAdmin, signInAs } from '../../../test/render-admin';

const member: AdminMemberDetail = {
  member_id: 'CR00000001',
  login_type: 1,
  email: 'malee@example.com',
  mobile_no: '0812345678',
  first_name: 'Malee',
  last_name: 'Dee',
  status: 'active',
  created_at: '2026-10-01T03:00:00.000Z',
  gender: 'female',
  date_of_birth: '1990-05-01',
  has_line: true,
  status_reason: null,
  status_changed_at: null,
  merged_into_member_id: null,
  merged_member_ids: ['CR00000009'],
  tier: { code: 'silver', name_en: 'Silver', name_th: 'ซิลเวอร์', spending: 1200 },
  point_balance: 1500,
  lots: [
    {
      lot_id: 1,
      amount: 2000,
      remaining: 1500,
      source: 'receipt',
      expires_at: '2027-12-31T16:59:59.000Z',
      created_at: '2026-10-02T03:00:00.000Z',
    },
  ],
};

const entry: AdminMemberLedgerItem = {
  entry_id: 7,
  member_id: 'CR00000009',
  kind: 'adjust',
  source: 'operator',
  points: -200,
  reason: 'Duplicate receipt',
  reason_th: 'ใบเสร็จซ้ำ',
  label_en: 'Adjustment: Duplicate receipt',
  label_th: 'ปรับคะแนน: ใบเสร็จซ้ำ',
  awards: null,
  reference: null,
  expires_at: null,
  created_at: '2026-11-02T03:00:00.000Z',
};

/** A till sale on a double-points weekend: the base and the campaign's award. */
const sale: AdminMemberLedgerItem = {
  ...entry,
  entry_id: 8,
  member_id: 'CR00000001',
  kind: 'earn',
  source: 'till',
  points: 2400,
  reason: 'sale',
  reason_th: null,
  label_en: 'In-store purchase',
  label_th: 'ซื้อสินค้าที่ร้าน',
  awards: [
    { rule_id: 'base', name: 'คะแนนพื้นฐาน', name_en: 'Base points', points: 1200 },
    { rule_id: '12', name: 'คะแนนสองเท่าสุดสัปดาห์', name_en: 'Double points weekend', points: 1200 },
  ],
};

const adjustmentOf = (status: Adjustment['status']): Adjustment => ({
  id: 3,
  member_id: 'CR00000001',
  member_name: 'Malee Dee',
  points: 500,
  reason: 'Goodwill',
  reason_th: 'น้ำใจ',
  reason_category: 'goodwill',
  status,
  made_by: 2,
  made_by_name: 'Somchai Staff',
  created_at: '2026-11-03T03:00:00.000Z',
  decided_by: null,
  decided_by_name: null,
  decided_at: null,
  reject_reason: null,
  entry_id: null,
});

const memberApi = () => ({
  'GET /members/CR00000001': () => ok(member),
  'GET /members/CR00000001/ledger': () => page([sale, entry]),
  'GET /adjustments': () => page([adjustmentOf('pending')]),
  // The member's story (its own tests: member-story.test.tsx), empty here.
  'GET /members/CR00000001/tier': () =>
    ok({
      current: { code: 'silver', name_en: 'Silver', name_th: 'ซิลเวอร์', min_spending: 20000 },
      held_until: '2027-12-31T16:59:59.999Z',
      amount_to_keep: 18800,
      spending: 1200,
      window_from: '2025-11-28T03:00:00.000Z',
      next: null,
    }),
  'GET /members/CR00000001/redemptions': () => page([]),
  'GET /members/CR00000001/cards': () => page([]),
  'GET /receipts': () => page([]),
  'GET /shipments': () => page([]),
  'GET /card-templates': () => page([]),
});

describe('the member page', () => {
  it('shows the profile, balance, tier, lots and the ledger with reasons in the current language', async () => {
    await initI18n('th');
    mockAdminApi({ ...signInAs(operatorOf('staff')), ...memberApi() });
    renderAdmin('/admin/members/CR00000001');
    expect(await screen.findByRole('heading', { name: 'Malee Dee' })).toBeInTheDocument();
    expect(screen.getByTestId('member-balance')).toHaveTextContent('1,500 คะแนน');
    expect(screen.getByTestId('member-tier')).toHaveTextContent('ซิลเวอร์');
    expect(within(screen.getByTestId('member-lots')).getByText('31 ธ.ค. 2570')).toBeInTheDocument();
    expect(within(screen.getByTestId('member-lots')).getByText('ใบเสร็จ')).toBeInTheDocument();
    expect(screen.getByText('หญิง')).toBeInTheDocument();
    expect(screen.getByText('1 พ.ค. 2533')).toBeInTheDocument();
    const ledger = await screen.findByRole('table', { name: 'บัญชีคะแนน' });
    expect(await within(ledger).findByText('ปรับคะแนน: ใบเสร็จซ้ำ')).toBeInTheDocument();
    // The stored reason's internal words ('sale') are not a column of their own.
    expect(within(ledger).queryByText('sale')).not.toBeInTheDocument();
    expect(within(ledger).getByText('รวมจาก CR00000009')).toBeInTheDocument();
    expect(within(ledger).getByText('-200')).toBeInTheDocument();
    const [saleAwards, ...others] = within(ledger).getAllByTestId('ledger-awards');
    expect(saleAwards).toHaveTextContent('คะแนนพื้นฐาน 1,200 · คะแนนสองเท่าสุดสัปดาห์ +1,200');
    expect(others).toEqual([]);
  });

  it('explains an earn’s points by its awards in the console’s language', async () => {
    mockAdminApi({ ...signInAs(operatorOf('staff')), ...memberApi() });
    renderAdmin('/admin/members/CR00000001');
    const ledger = await screen.findByRole('table', { name: 'Point ledger' });
    const saleRow = (await within(ledger).findByText('In-store purchase')).closest('tr');
    expect(saleRow).not.toBeNull();
    expect(within(saleRow as HTMLElement).getByTestId('ledger-awards')).toHaveTextContent(
      'Base points 1,200 · Double points weekend +1,200',
    );
  });

  it('lets staff adjust points but not change the state or merge; says the adjustment waits, from the answer', async () => {
    const sent: { body: unknown; key: string | null }[] = [];
    mockAdminApi({
      ...signInAs(operatorOf('staff')),
      ...memberApi(),
      'POST /members/CR00000001/adjustments': (body, _, init) => {
        sent.push({ body, key: new Headers(init?.headers).get('Idempotency-Key') });
        return sent.length === 1 ? refused(422, 'INSUFFICIENT_POINTS') : ok(adjustmentOf('pending'));
      },
    });
    renderAdmin('/admin/members/CR00000001');
    const form = await screen.findByRole('form', { name: 'Adjust points' });
    expect(screen.queryByRole('form', { name: 'Change state' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Merge into another member' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Submit adjustment' }));
    expect(within(form).getByLabelText('Reason (English)')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);

    await user.type(within(form).getByLabelText('Points'), '500');
    await user.type(within(form).getByLabelText('Reason (English)'), 'Goodwill');
    await user.type(within(form).getByLabelText('Reason (Thai)'), 'น้ำใจ');
    expect(within(form).getByLabelText('Category')).toHaveValue('other');
    await user.selectOptions(within(form).getByLabelText('Category'), 'Goodwill');
    await user.click(within(form).getByRole('button', { name: 'Submit adjustment' }));
    // Said to the operator about the member, not the member's own "You do not have enough points."
    expect(await within(form).findByTestId('adjustment-notice')).toHaveTextContent(
      'This member holds 1,500 points: an adjustment cannot remove more than that.',
    );
    expect(within(form).getByTestId('adjustment-notice')).not.toHaveTextContent(ERRORS.INSUFFICIENT_POINTS.en);
    await user.click(within(form).getByRole('button', { name: 'Submit adjustment' }));
    expect(await within(form).findByTestId('adjustment-result')).toHaveTextContent(
      'Waiting for approval: +500 points apply once another admin approves them.',
    );
    expect(sent[0]?.body).toEqual({ points: 500, reason: 'Goodwill', reason_th: 'น้ำใจ', reason_category: 'goodwill' });
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    // A refusal is a definite answer: the next attempt is a new one.
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
  });

  it('says an admin’s adjustment applied at once when the server applied it', async () => {
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      ...memberApi(),
      'POST /members/CR00000001/adjustments': () => ok(adjustmentOf('approved')),
    });
    renderAdmin('/admin/members/CR00000001');
    const form = await screen.findByRole('form', { name: 'Adjust points' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Points'), '500');
    await user.type(within(form).getByLabelText('Reason (English)'), 'Goodwill');
    await user.type(within(form).getByLabelText('Reason (Thai)'), 'น้ำใจ');
    await user.click(within(form).getByRole('button', { name: 'Submit adjustment' }));
    expect(await within(form).findByTestId('adjustment-result')).toHaveTextContent('Applied: +500 points');
  });

  it('writes a balance and an adjustment of one point in the singular', async () => {
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      'GET /members/CR00000001': () => ok({ ...member, point_balance: 1 }),
      'GET /members/CR00000001/ledger': () => page([entry]),
      'POST /members/CR00000001/adjustments': () => ok({ ...adjustmentOf('approved'), points: 1 }),
    });
    renderAdmin('/admin/members/CR00000001');
    const form = await screen.findByRole('form', { name: 'Adjust points' });
    expect(within(screen.getByTestId('member-balance')).getByText('1 point')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Points'), '1');
    await user.type(within(form).getByLabelText('Reason (English)'), 'Goodwill');
    await user.type(within(form).getByLabelText('Reason (Thai)'), 'น้ำใจ');
    await user.click(within(form).getByRole('button', { name: 'Submit adjustment' }));
    expect(await within(form).findByTestId('adjustment-result')).toHaveTextContent(
      "Applied: +1 point is on the member's balance now.",
    );
  });

  it('changes the state after a confirmation, and shows the server’s refusal', async () => {
    const sent: unknown[] = [];
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      ...memberApi(),
      'POST /members/CR00000001/status': (body) => {
        sent.push(body);
        return sent.length === 1 ? refused(409, 'MEMBER_STATE_CONFLICT') : ok({ ...member, status: 'suspended' });
      },
    });
    renderAdmin('/admin/members/CR00000001');
    const form = await screen.findByRole('form', { name: 'Change state' });
    const user = userEvent.setup();
    await user.selectOptions(within(form).getByLabelText('New state'), 'suspended');
    await user.type(within(form).getByLabelText('Reason'), 'Fraud check');
    await user.click(within(form).getByRole('button', { name: 'Change state…' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Change this member's state?" });
    expect(dialog).toHaveTextContent('CR00000001 goes from Active to Suspended.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: 'Change state…' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Change state' }));
    expect(await within(form).findByTestId('status-notice')).toHaveTextContent(ERRORS.MEMBER_STATE_CONFLICT.en);
    expect(sent).toEqual([{ status: 'suspended', reason: 'Fraud check' }]);
  });

  it('merges into another member after a dialog naming both, with an Idempotency-Key, and shows a refusal', async () => {
    const sent: { body: unknown; key: string | null }[] = [];
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      ...memberApi(),
      'POST /members/CR00000001/merge': (body, _, init) => {
        sent.push({ body, key: new Headers(init?.headers).get('Idempotency-Key') });
        return (body as { into_member_id: string }).into_member_id === 'CR00000001'
          ? refused(422, 'MERGE_INTO_SELF')
          : ok({
              member_id: 'CR00000001',
              into_member_id: 'CR00000002',
              points_moved: 1500,
              cards_moved: 1,
              redemptions_moved: 0,
              receipts_moved: 2,
            });
      },
      'GET /members/CR00000002': () => ok(member),
    });
    renderAdmin('/admin/members/CR00000001');
    const form = await screen.findByRole('form', { name: 'Merge into another member' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Member ID to merge into'), 'CR00000001');
    await user.type(within(form).getByLabelText('Reason'), 'Same person');
    await user.click(within(form).getByRole('button', { name: 'Merge…' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Merge members' }));
    expect(await within(form).findByTestId('merge-notice')).toHaveTextContent(ERRORS.MERGE_INTO_SELF.en);

    await user.clear(within(form).getByLabelText('Member ID to merge into'));
    await user.type(within(form).getByLabelText('Member ID to merge into'), 'CR00000002');
    await user.click(within(form).getByRole('button', { name: 'Merge…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Merge these members?' });
    expect(dialog).toHaveTextContent('Merge CR00000001 into CR00000002?');
    await user.click(within(dialog).getByRole('button', { name: 'Merge members' }));
    expect(await within(form).findByTestId('merge-result')).toHaveTextContent(
      'Merged into CR00000002: 1,500 points moved.',
    );
    expect(sent[1]?.body).toEqual({ into_member_id: 'CR00000002', reason: 'Same person' });
    expect(sent[1]?.key).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('says so when the member does not exist', async () => {
    mockAdminApi({ ...signInAs(operatorOf('staff')), 'GET /members/CR99999999': () => refused(404, 'NOT_FOUND') });
    renderAdmin('/admin/members/CR99999999');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no member CR99999999.');
  });

  it('lists pending adjustments with their category and lets their maker withdraw one, saying so', async () => {
    await initI18n('en');
    const withdrawn: string[] = [];
    let isPending = true;
    mockAdminApi({
      ...signInAs(operatorOf('staff')),
      ...memberApi(),
      'GET /adjustments': (_, url) => {
        expect(url.searchParams.get('member_id')).toBe('CR00000001');
        expect(url.searchParams.get('status')).toBe('pending');
        return page(isPending ? [adjustmentOf('pending')] : []);
      },
      'POST /adjustments/3/withdraw': (_, url) => {
        withdrawn.push(url.pathname);
        isPending = false;
        return ok(adjustmentOf('withdrawn'));
      },
    });
    renderAdmin('/admin/members/CR00000001');
    const table = await screen.findByRole('table', { name: 'Pending adjustments' });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['500', 'Goodwill', 'Goodwill', 'You', 'Withdraw']);
    await userEvent.setup().click(within(table).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Adjustment #3 withdrawn; no points moved.')).toBeInTheDocument();
    expect(withdrawn).toHaveLength(1);
    expect(await screen.findByTestId('pending-empty')).toBeInTheDocument();
  });

  it('offers no withdrawal of an adjustment another operator made', async () => {
    await initI18n('en');
    mockAdminApi({ ...signInAs(operatorOf('admin')), ...memberApi() });
    renderAdmin('/admin/members/CR00000001');
    const table = await screen.findByRole('table', { name: 'Pending adjustments' });
    expect(within(table).getByText('Somchai Staff')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });
});
