import type {
  AdminMemberDetail,
  AdminReceipt,
  BulkImport,
  CardTemplate,
  MemberCard,
  MemberRedemption,
  MemberTierProgress,
  Shipment,
} from '@loyalty/contracts';
import { ERRORS } from '@loyalty/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
  gender: null,
  date_of_birth: null,
  has_line: false,
  status_reason: null,
  status_changed_at: null,
  merged_into_member_id: null,
  merged_member_ids: [],
  tier: { code: 'silver', name_en: 'Silver', name_th: 'ซิลเวอร์', spending: 25000.5 },
  point_balance: 1500,
  lots: [],
};

const progress: MemberTierProgress = {
  current: { code: 'silver', name_en: 'Silver', name_th: 'ซิลเวอร์', min_spending: 20000 },
  held_until: '2027-12-31T16:59:59.999Z',
  amount_to_keep: 12300,
  spending: 25000.5,
  window_from: '2025-11-28T03:00:00.000Z',
  next: {
    code: 'gold',
    name_en: 'Gold',
    name_th: 'โกลด์',
    min_spending: 50000,
    amount_to_spend: 24999.5,
    deadline: '2026-12-31T16:59:59.999Z',
  },
};

const redemption: MemberRedemption = {
  redemption_id: 12,
  privilege: { privilege_id: 4, title_en: 'Free latte', title_th: 'ลาเต้ฟรี' },
  kind: 'ecoupon',
  state: 'used',
  points_spent: 100,
  coupon_code: 'CPN123456',
  expires_at: '2026-12-01T03:00:00.000Z',
  used_at: '2026-11-20T05:00:00.000Z',
  used_store: { name_en: 'Siam branch', name_th: 'สาขาสยาม' },
  redeemed_at: '2026-11-10T03:00:00.000Z',
};

const receipt: AdminReceipt = {
  id: 41,
  member_id: 'CR00000001',
  member_name: 'Malee Dee',
  status: 'approved',
  content_type: 'image/jpeg',
  size_bytes: 2048,
  file_url: '/api/admin/v1/receipts/41/file',
  view_url: '/api/admin/v1/receipts/41/file',
  duplicate_of: null,
  store: null,
  receipt_no: null,
  purchased_on: null,
  same_receipt_as: null,
  amount: 391,
  points: 15,
  reject_reason_code: null,
  reject_reason: null,
  reject_reason_th: null,
  reviewed_by: 'Ada Admin',
  reviewed_at: '2026-11-21T03:00:00.000Z',
  created_at: '2026-11-20T03:00:00.000Z',
};

const card: MemberCard = {
  card_id: 8,
  card_number: '7001234567890123',
  template: { template_id: 2, name_en: 'Chaba Store Card', name_th: 'บัตรห้างชบา', level_en: 'Gold', level_th: 'โกลด์' },
  company: { company_id: 5, name_en: 'Chaba Department Store', name_th: 'ห้างชบา' },
  state: 'deleted',
  issued_at: '2026-01-05T03:00:00.000Z',
  expires_at: '2027-01-05T03:00:00.000Z',
  deleted_at: '2026-06-01T03:00:00.000Z',
};

const shipment: Shipment = {
  redemption_id: 13,
  order_no: 'ORD777',
  status: 'shipped',
  redeemed_at: '2026-11-11T03:00:00.000Z',
  status_at: '2026-11-12T03:00:00.000Z',
  member: { member_id: 1, mbk_member_id: 'CR00000001', name: 'Malee Dee' },
  privilege: { privilege_id: 6, title: 'Tote bag', title_th: 'กระเป๋าผ้า' },
  ship_to: null,
  carrier: 'Kerry',
  tracking_no: 'KE123',
};

const template: CardTemplate = {
  id: 2,
  company: { id: 5, name: 'ห้างชบา', name_en: 'Chaba Department Store' },
  name: 'บัตรห้างชบา',
  name_en: 'Chaba Store Card',
  level: 'โกลด์',
  level_en: 'Gold',
  image_url: '/media/cards/gold.svg',
  conditions: '',
  conditions_en: '',
  number_prefix: '7001',
  valid_days: 365,
  active_cards: 3,
  created_at: '2026-01-01T03:00:00.000Z',
};

const importOf = (counts: Partial<BulkImport['counts']>, applied = 0): BulkImport => ({
  id: 9,
  kind: 'card-issue',
  state: applied > 0 ? 'done' : 'reviewed',
  privilege_id: null,
  template_id: 2,
  expires_at: '2027-11-28T03:00:00.000Z',
  lines: 1,
  counts: {
    ok: 0,
    bad_line: 0,
    duplicate: 0,
    exists: 0,
    unknown_member: 0,
    inactive_member: 0,
    expired: 0,
    bad_points: 0,
    bad_reason: 0,
    insufficient_points: 0,
    ...counts,
  },
  applied,
  awaiting_approval: 0,
  error_file_url: null,
  job: null,
  created_at: '2026-11-28T03:00:00.000Z',
  executed_at: null,
});

type Handlers = Parameters<typeof mockAdminApi>[0];

/** Each test renders the whole member page and types into its forms: slow on a busy machine. */
const WHOLE_PAGE = { timeout: 30_000 };

/** The member page's reads: the member, and every part of its story with one row each. */
const storyApi = (overrides: Handlers = {}): Handlers => ({
  'GET /members/CR00000001': () => ok(member),
  'GET /members/CR00000001/ledger': () => page([]),
  'GET /adjustments': () => page([]),
  'GET /members/CR00000001/tier': () => ok(progress),
  'GET /members/CR00000001/redemptions': () => page([redemption], { limit: 5 }),
  'GET /members/CR00000001/cards': () => page([card], { limit: 5 }),
  'GET /receipts': () => page([receipt], { limit: 5, total: 7 }),
  'GET /shipments': () => page([shipment], { limit: 5 }),
  'GET /card-templates': () => page([template], { limit: 100 }),
  'GET /members/CR00000001/consent-history': () =>
    page(
      [
        {
          purpose: 'newsandpromotions',
          policy_version: '2.0',
          terms_version: '1.0',
          given: false,
          at: '2026-11-20T03:00:00.000Z',
        },
      ],
      { limit: 5 },
    ),
  ...overrides,
});

const emptyStory: Handlers = {
  'GET /members/CR00000001/redemptions': () => page([], { limit: 5 }),
  'GET /members/CR00000001/cards': () => page([], { limit: 5 }),
  'GET /receipts': () => page([], { limit: 5 }),
  'GET /shipments': () => page([], { limit: 5 }),
};

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe("the member page's story", WHOLE_PAGE, () => {
  it('shows tier progress, redemptions, receipts, cards and shipments, with links to the whole lists', async () => {
    await initI18n('en');
    const fetchMock = mockAdminApi({ ...signInAs(operatorOf('staff')), ...storyApi() });
    renderAdmin('/admin/members/CR00000001');

    const tier = await screen.findByTestId('tier-next');
    expect(tier).toHaveTextContent('Gold');
    expect(tier).toHaveTextContent('฿24,999.50 more by 31 Dec 2026 reaches Gold.');
    expect(screen.getByTestId('tier-current')).toHaveTextContent('SilverSilver starts at ฿20,000');
    expect(screen.getByTestId('tier-spending')).toHaveTextContent('฿25,000.50since 28 Nov 2025');
    expect(screen.getByTestId('tier-held')).toHaveTextContent('31 Dec 2027฿12,300 more by 31 Dec 2027 keeps Silver.');

    const redemptions = await screen.findByRole('table', { name: 'Redemptions and coupons' });
    expect(cellsOf(redemptions)).toEqual([
      'Free latteE-coupon',
      expect.stringContaining('10 Nov 2026'),
      '100',
      'CPN123456',
      'Used',
      expect.stringMatching(/^20 Nov 2026.* at Siam branch$/),
    ]);

    const receipts = await screen.findByRole('table', { name: 'Receipts' });
    expect(cellsOf(receipts)).toEqual(['#41', expect.stringContaining('20 Nov 2026'), 'Approved', '฿391', '15']);
    expect(within(receipts).getByRole('link', { name: 'View receipt #41' })).toHaveAttribute(
      'href',
      '/admin/receipts?receipt=41',
    );
    expect(screen.getByRole('link', { name: 'See all 7 receipts of this member in Receipts' })).toHaveAttribute(
      'href',
      '/admin/receipts?member_id=CR00000001&sort=-created_at',
    );

    const cards = await screen.findByRole('table', { name: 'Cards' });
    expect(cellsOf(cards)).toEqual([
      'Chaba Store CardGold',
      '7001234567890123',
      'Chaba Department Store',
      'Deleted by the member',
      '5 Jan 2026',
      '5 Jan 2027',
    ]);
    // Staff do not issue cards: only admins do (the import calls are admins').
    expect(screen.queryByRole('form', { name: 'Issue a card' })).not.toBeInTheDocument();

    const shipments = await screen.findByRole('table', { name: 'Shipments' });
    expect(cellsOf(shipments)).toEqual([
      'ORD777',
      'Tote bag',
      expect.stringContaining('11 Nov 2026'),
      expect.stringMatching(/^Shipped12 Nov 2026/),
      'Kerry KE123',
    ]);
    expect(screen.getByRole('link', { name: "Open this member's shipments in Shipments" })).toHaveAttribute(
      'href',
      '/admin/shipments?member_id=CR00000001&sort=-redeemed_at',
    );

    const urls = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    const receiptsCall = urls.find((url) => url.pathname.endsWith('/receipts'));
    expect(Object.fromEntries(receiptsCall?.searchParams ?? [])).toEqual({
      member_id: 'CR00000001',
      sort: '-created_at',
      limit: '5',
    });
    const shipmentsCall = urls.find((url) => url.pathname.endsWith('/shipments'));
    expect(shipmentsCall?.searchParams.get('member_id')).toBe('CR00000001');
  });

  it('shows the consents the member gave or withdrew, with the versions', async () => {
    await initI18n('en');
    mockAdminApi({ ...signInAs(operatorOf('staff')), ...storyApi() });
    renderAdmin('/admin/members/CR00000001');
    const history = await screen.findByRole('table', { name: 'Consent history' });
    expect(cellsOf(history).slice(0, 3)).toEqual(['News and promotions', 'Withdrawn', 'Policy 2.0, terms 1.0']);
  });

  it('says when each part is still loading, then shows it', async () => {
    await initI18n('en');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answered = mockAdminApi({ ...signInAs(operatorOf('staff')), ...storyApi() });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (/\/(tier|redemptions|cards|receipts|shipments)$/.test(path)) await gate;
      return answered(input, init);
    });
    renderAdmin('/admin/members/CR00000001');
    for (const testId of [
      'member-tier-progress',
      'member-redemptions',
      'member-receipts',
      'member-cards',
      'member-shipments',
    ]) {
      expect(await screen.findByTestId(`${testId}-loading`)).toHaveTextContent('Loading…');
    }
    release();
    expect(await screen.findByRole('table', { name: 'Redemptions and coupons' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
  });

  it('says in Thai when a member has nothing yet, and names the top tier', async () => {
    await initI18n('th');
    mockAdminApi({
      ...signInAs(operatorOf('staff')),
      ...storyApi({ ...emptyStory, 'GET /members/CR00000001/tier': () => ok({ ...progress, next: null }) }),
    });
    renderAdmin('/admin/members/CR00000001');
    expect(await screen.findByTestId('member-redemptions-empty')).toHaveTextContent('สมาชิกนี้ยังไม่เคยแลกสิทธิพิเศษ');
    expect(await screen.findByTestId('member-receipts-empty')).toHaveTextContent('สมาชิกนี้ยังไม่เคยส่งใบเสร็จ');
    expect(await screen.findByTestId('member-cards-empty')).toHaveTextContent('สมาชิกนี้ยังไม่มีบัตร');
    expect(await screen.findByTestId('member-shipments-empty')).toHaveTextContent('ไม่มีของรางวัลของสมาชิกนี้ที่ต้องจัดส่ง');
    expect(await screen.findByTestId('tier-next')).toHaveTextContent('นี่คือระดับสูงสุดแล้ว ไม่มีระดับถัดไป');
    expect(screen.getByTestId('tier-held')).toHaveTextContent(
      '31 ธ.ค. 2570ใช้จ่ายอีก ฿12,300 ภายใน 31 ธ.ค. 2570 เพื่อรักษาระดับ ซิลเวอร์',
    );
    expect(screen.queryByTestId('member-receipts-all')).not.toBeInTheDocument();
  });

  it('shows a failed part with the reason and a retry that reads it again, the rest of the page unharmed', async () => {
    await initI18n('en');
    let isDown = true;
    const failing = (data: () => ReturnType<typeof ok>) => () => (isDown ? refused(500, 'INTERNAL_ERROR') : data());
    mockAdminApi({
      ...signInAs(operatorOf('staff')),
      ...storyApi({
        'GET /members/CR00000001/tier': failing(() => ok(progress)),
        'GET /members/CR00000001/redemptions': failing(() => page([redemption], { limit: 5 })),
        'GET /members/CR00000001/cards': failing(() => page([card], { limit: 5 })),
        'GET /receipts': failing(() => page([receipt], { limit: 5 })),
        'GET /shipments': failing(() => page([shipment], { limit: 5 })),
      }),
    });
    renderAdmin('/admin/members/CR00000001');
    const sections = {
      'member-tier-progress': 'The tier progress could not be loaded.',
      'member-redemptions': 'The redemptions could not be loaded.',
      'member-receipts': 'The receipts could not be loaded.',
      'member-cards': 'The cards could not be loaded.',
      'member-shipments': 'The shipments could not be loaded.',
    };
    for (const [testId, words] of Object.entries(sections)) {
      const section = await screen.findByTestId(testId);
      const alert = await within(section).findByRole('alert');
      expect(alert).toHaveTextContent(words);
      expect(alert).toHaveTextContent(ERRORS.INTERNAL_ERROR.en);
    }
    expect(screen.getByRole('heading', { name: 'Malee Dee' })).toBeInTheDocument();

    isDown = false;
    const user = userEvent.setup();
    await user.click(within(screen.getByTestId('member-redemptions')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Redemptions and coupons' })).toBeInTheDocument();
    await user.click(within(screen.getByTestId('member-tier-progress')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('tier-next')).toHaveTextContent('Gold');
  });

  it('pages the redemptions five at a time', async () => {
    await initI18n('en');
    const pages: (string | null)[] = [];
    mockAdminApi({
      ...signInAs(operatorOf('staff')),
      ...storyApi({
        'GET /members/CR00000001/redemptions': (_, url) => {
          pages.push(url.searchParams.get('page'));
          expect(url.searchParams.get('limit')).toBe('5');
          const at = Number(url.searchParams.get('page'));
          return page([{ ...redemption, redemption_id: at, coupon_code: `CPN-PAGE-${at}` }], {
            page: at,
            limit: 5,
            total: 7,
          });
        },
      }),
    });
    renderAdmin('/admin/members/CR00000001');
    const section = await screen.findByTestId('member-redemptions');
    expect(await within(section).findByText('CPN-PAGE-1')).toBeInTheDocument();
    expect(within(section).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Previous page' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Next page' }));
    expect(await within(section).findByText('CPN-PAGE-2')).toBeInTheDocument();
    expect(within(section).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    expect(pages).toEqual(['1', '2']);
  });
});

describe('correcting a contact from the member page', WHOLE_PAGE, () => {
  it('is for admins only: staff see no contact form', async () => {
    await initI18n('en');
    mockAdminApi({ ...signInAs(operatorOf('staff')), ...storyApi() });
    renderAdmin('/admin/members/CR00000001');
    expect(await screen.findByRole('form', { name: 'End a lock' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Correct a contact' })).not.toBeInTheDocument();
  });

  it('corrects the mobile after a confirmation naming both numbers, and says what changed', async () => {
    await initI18n('en');
    const sent: unknown[] = [];
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      ...storyApi(),
      'PUT /members/CR00000001/contact': (body) => {
        sent.push(body);
        return ok({ ...member, mobile_no: '0899998888' });
      },
    });
    renderAdmin('/admin/members/CR00000001');
    const form = await screen.findByRole('form', { name: 'Correct a contact' });
    expect(within(form).getByText('Now: 081-234-5678')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Correct contact…' }));
    expect(within(form).getByLabelText('Corrected contact')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(form).getByLabelText('Corrected contact'), '+66 89 999 8888');
    await user.type(within(form).getByLabelText('Reason'), 'Member called, ticket 7');
    await user.click(within(form).getByRole('button', { name: 'Correct contact…' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Correct this contact?' });
    expect(dialog).toHaveTextContent('The mobile number of CR00000001 changes from 081-234-5678 to 089-999-8888.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: 'Correct contact…' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Correct contact' }));
    expect(
      await within(form).findByText('Mobile number of CR00000001 corrected: 081-234-5678 → 089-999-8888.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ mobile_no: '0899998888', reason: 'Member called, ticket 7' }]);
    expect(within(form).getByLabelText('Corrected contact')).toHaveValue('');
  });

  it('refuses an e-mail another member signs in with: the API’s words, and what to do under the field', async () => {
    await initI18n('en');
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      ...storyApi(),
      'PUT /members/CR00000001/contact': () => refused(409, 'EMAIL_TAKEN'),
    });
    renderAdmin('/admin/members/CR00000001');
    const form = await screen.findByRole('form', { name: 'Correct a contact' });
    const user = userEvent.setup();
    await user.selectOptions(within(form).getByLabelText('Contact'), 'E-mail');
    expect(within(form).getByText('Now: malee@example.com')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Corrected contact'), 'somchai@example.com');
    await user.type(within(form).getByLabelText('Reason'), 'typo');
    await user.click(within(form).getByRole('button', { name: 'Correct contact…' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Correct contact' }));
    expect(await within(form).findByTestId('contact-notice')).toHaveTextContent(ERRORS.EMAIL_TAKEN.en);
    expect(within(form).getByLabelText('Corrected contact')).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(form).getByText(
        'Another member signs in with somchai@example.com: nothing changed. Find that member first.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByTestId('write-message')).toBeEmptyDOMElement();
  });

  it('says what changed in Thai', async () => {
    await initI18n('th');
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      ...storyApi(),
      'PUT /members/CR00000001/contact': () => ok({ ...member, email: 'malee.d@example.com' }),
    });
    renderAdmin('/admin/members/CR00000001');
    const form = await screen.findByRole('form', { name: 'แก้ไขข้อมูลติดต่อ' });
    const user = userEvent.setup();
    await user.selectOptions(within(form).getByLabelText('ข้อมูลติดต่อ'), 'อีเมล');
    await user.type(within(form).getByLabelText('ข้อมูลติดต่อที่ถูกต้อง'), 'malee.d@example.com');
    await user.type(within(form).getByLabelText('เหตุผล'), 'สะกดผิด');
    await user.click(within(form).getByRole('button', { name: 'แก้ไขข้อมูลติดต่อ…' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'แก้ไขข้อมูลติดต่อ' }));
    expect(
      await within(form).findByText('แก้อีเมลของ CR00000001 แล้ว: malee@example.com → malee.d@example.com'),
    ).toBeInTheDocument();
  });
});

describe('ending a lock from the member page', WHOLE_PAGE, () => {
  it('lets staff end the locks after a confirmation, and says which locks there were', async () => {
    await initI18n('en');
    const sent: unknown[] = [];
    mockAdminApi({
      ...signInAs(operatorOf('staff')),
      ...storyApi(),
      'POST /members/CR00000001/unlock': (body) => {
        sent.push(body);
        return ok({ member_id: 'CR00000001', login_was_locked: true, otp_was_locked: sent.length > 1 });
      },
    });
    renderAdmin('/admin/members/CR00000001');
    const form = await screen.findByRole('form', { name: 'End a lock' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'End locks…' }));
    expect(within(form).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.type(within(form).getByLabelText('Reason'), 'Forgot password, verified by phone');
    await user.click(within(form).getByRole('button', { name: 'End locks…' }));
    const dialog = await screen.findByRole('alertdialog', { name: "End this member's locks?" });
    expect(dialog).toHaveTextContent('CR00000001 can sign in and ask for one-time codes again at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: 'End locks…' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'End locks' }));
    expect(await within(form).findByText('Sign-in lock ended for CR00000001.')).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'Forgot password, verified by phone' }]);

    await user.type(within(form).getByLabelText('Reason'), 'Again');
    await user.click(within(form).getByRole('button', { name: 'End locks…' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'End locks' }));
    expect(
      await within(form).findByText('Locks ended for CR00000001: the sign-in lock and the one-time-code lock.'),
    ).toBeInTheDocument();
  });

  it('says in Thai when there was no lock to end', async () => {
    await initI18n('th');
    mockAdminApi({
      ...signInAs(operatorOf('staff')),
      ...storyApi(),
      'POST /members/CR00000001/unlock': () =>
        ok({ member_id: 'CR00000001', login_was_locked: false, otp_was_locked: false }),
    });
    renderAdmin('/admin/members/CR00000001');
    const form = await screen.findByRole('form', { name: 'ปลดล็อก' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('เหตุผล'), 'ลูกค้าโทรมา');
    await user.click(within(form).getByRole('button', { name: 'ปลดล็อก…' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ปลดล็อก' }));
    expect(await within(form).findByText('CR00000001 ไม่ได้ถูกล็อก จึงไม่มีอะไรเปลี่ยนแปลง')).toBeInTheDocument();
  });
});

describe('issuing a card from the member page', WHOLE_PAGE, () => {
  it('issues the chosen card to this member after a confirmation: the dry run for this member, then its execution', async () => {
    await initI18n('en');
    const sent: { key: string; body: unknown }[] = [];
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      ...storyApi(),
      'POST /cards/issue': (body) => {
        sent.push({ key: 'issue', body });
        return ok(importOf({ ok: 1 }));
      },
      'POST /imports/9/execute': (body) => {
        sent.push({ key: 'execute', body });
        return ok(importOf({ ok: 1 }, 1));
      },
      'GET /imports': () => page([]),
    });
    renderAdmin('/admin/members/CR00000001');
    const form = await screen.findByRole('form', { name: 'Issue a card' });
    const user = userEvent.setup();
    await within(form).findByRole('option', { name: 'Chaba Store Card · Gold' });
    await user.selectOptions(within(form).getByLabelText('Card'), 'Chaba Store Card · Gold');
    // The card's own validity (365 days) fills the expiry, which stays the operator's to change.
    const expiry = within(form).getByLabelText('Valid until (Bangkok time)');
    expect((expiry as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    await user.clear(expiry);
    await user.type(expiry, '2027-11-28T10:00');
    await user.click(within(form).getByRole('button', { name: 'Issue card…' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Issue this card?' });
    expect(dialog).toHaveTextContent('Issue Chaba Store Card · Gold to CR00000001, valid until 28 Nov 2027');
    await user.click(within(dialog).getByRole('button', { name: 'Issue card' }));
    expect(
      await within(form).findByText(/^Chaba Store Card · Gold issued to CR00000001, valid until 28 Nov 2027/),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        key: 'issue',
        body: { template_id: 2, expires_at: '2027-11-28T10:00:00+07:00', member_ids: ['CR00000001'] },
      },
      { key: 'execute', body: {} },
    ]);
  });

  it('issues nothing to a member who already holds the card, and says so', async () => {
    await initI18n('en');
    const executed: unknown[] = [];
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      ...storyApi(),
      'POST /cards/issue': () => ok(importOf({ exists: 1 })),
      'POST /imports/9/execute': (body) => {
        executed.push(body);
        return ok(importOf({ ok: 1 }, 1));
      },
      'GET /imports': () => page([]),
    });
    renderAdmin('/admin/members/CR00000001');
    const form = await screen.findByRole('form', { name: 'Issue a card' });
    const user = userEvent.setup();
    await within(form).findByRole('option', { name: 'Chaba Store Card · Gold' });
    await user.selectOptions(within(form).getByLabelText('Card'), 'Chaba Store Card · Gold');
    await user.click(within(form).getByRole('button', { name: 'Issue card…' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Issue card' }));
    expect(await within(form).findByTestId('card-issue-refusal')).toHaveTextContent(
      'CR00000001 already holds an unexpired Chaba Store Card · Gold: no card issued.',
    );
    expect(executed).toHaveLength(0);
  });

  it('asks for a card before anything is sent', async () => {
    await initI18n('en');
    mockAdminApi({ ...signInAs(operatorOf('admin')), ...storyApi() });
    renderAdmin('/admin/members/CR00000001');
    const form = await screen.findByRole('form', { name: 'Issue a card' });
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Issue card…' }));
    expect(within(form).getByLabelText('Card')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
