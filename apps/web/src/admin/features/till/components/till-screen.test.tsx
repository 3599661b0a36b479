import {
  ADMIN_TILL_STORE_KEY,
  type TillMember,
  type TillPayment,
  type TillRefund,
  type TillSale,
  type TillStore,
} from '@loyalty/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { mockAdminApi, ok, operatorOf, refused, renderAdmin, signInAs } from '../../../test/render-admin';

const member: TillMember = {
  member_id: 7,
  mbk_member_id: 'CR00000007',
  display_name: 'Somchai J.',
  tier: { code: 'silver', name_en: 'Silver', name_th: 'ซิลเวอร์' },
  point_balance: 1200,
  burn_thb_per_point: 0.25,
};

const stores: TillStore[] = [
  {
    store_code: 'BKK-01',
    name: 'ชบา สยาม',
    name_en: 'Chaba Siam',
    partner: { partner_id: 1, name: 'ชบา', name_en: 'Chaba' },
  },
  {
    store_code: 'CNX-02',
    name: 'ชบา นิมมาน',
    name_en: 'Chaba Nimman',
    partner: { partner_id: 1, name: 'ชบา', name_en: 'Chaba' },
  },
];

const sale: TillSale = {
  transaction_id: 42,
  points_earned: 15,
  awards: [
    { rule_id: 'base', name: 'คะแนนพื้นฐาน', name_en: 'Base points', points: 15 },
    { rule_id: '3', name: 'แคมเปญหน้าร้อน', name_en: 'Summer campaign', points: 0 },
  ],
  point_balance: 1215,
  tier: { code: 'gold', name_en: 'Gold', name_th: 'โกลด์' },
  duplicate: false,
};

type Handlers = Parameters<typeof mockAdminApi>[0];

/** Staff at the till with the stores listed, the store chosen when `store` is given, and the member found by any code. */
function openTill(handlers: Handlers = {}, { store = 'BKK-01' as string | null } = {}) {
  const fetchMock = mockAdminApi({
    ...signInAs(operatorOf('staff')),
    'GET /till/stores': () => ok(stores),
    'POST /till/identify': () => ok(member),
    'POST /till/sales': () => ok(sale),
    ...handlers,
  });
  if (store) window.sessionStorage.setItem(ADMIN_TILL_STORE_KEY, store);
  const view = renderAdmin('/admin/till');
  return { ...view, fetchMock, user: userEvent.setup() };
}

async function findMember(user: ReturnType<typeof userEvent.setup>, code = 'M12345678') {
  const field = await screen.findByLabelText('Member code or card code');
  await waitFor(() => expect(field).toHaveFocus());
  await user.type(field, `${code}{Enter}`);
  return screen.findByTestId('till-member');
}

/** The Idempotency-Key headers of the calls to `path`, in order. */
function keysOf(fetchMock: ReturnType<typeof mockAdminApi>, path: string) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith(`/api/admin/v1${path}`))
    .map(([, init]) => ((init?.headers ?? {}) as Record<string, string>)['Idempotency-Key']);
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('the console till', () => {
  it('reads the member’s QR code with the camera, finds them and turns the camera off', async () => {
    const stop = vi.fn();
    const getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop }] }) as unknown as MediaStream);
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        static getSupportedFormats = async () => ['qr_code', 'code_128'];
        detect = async () => [{ rawValue: 'M87654321' }];
      },
    );
    const sent: unknown[] = [];
    const { user } = openTill({
      'POST /till/identify': (body) => {
        sent.push(body);
        return ok(member);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Scan with camera' }));
    expect(await screen.findByTestId('till-member')).toHaveTextContent('Somchai J.');
    expect(sent).toEqual([{ code: 'M87654321' }]);
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
    expect(stop).toHaveBeenCalled();
  });

  it('finds the member by a typed code (Enter, as a barcode scanner sends it) and shows name, tier and balance', async () => {
    const sent: unknown[] = [];
    const { user } = openTill({
      'POST /till/identify': (body) => {
        sent.push(body);
        return ok(member);
      },
    });
    const shown = await findMember(user, ' M12345678 ');
    expect(sent).toEqual([{ code: 'M12345678' }]);
    expect(within(shown).getByRole('heading', { name: 'Somchai J.' })).toBeInTheDocument();
    expect(shown).toHaveTextContent('CR00000007');
    expect(screen.getByTestId('till-member-tier')).toHaveTextContent('Silver');
    expect(screen.getByTestId('till-member-balance')).toHaveTextContent('1,200');
    expect(screen.getByTestId('till-member-worth')).toHaveTextContent('Worth ฿300.00 when paying');
    expect(screen.getByRole('tab', { name: 'Earn' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('button', { name: 'Next customer' }));
    expect(screen.queryByTestId('till-member')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Member code or card code')).toHaveFocus());
  });

  it('says an expired code in the cashier’s language, in English and in Thai', async () => {
    const { user } = openTill({ 'POST /till/identify': () => refused(409, 'CODE_EXPIRED') });
    const field = await screen.findByLabelText('Member code or card code');
    await user.type(field, 'M00000001{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('till-identify-refusal')).toHaveTextContent(
        'This code has expired. Ask the member to open their code again and read the new one.',
      ),
    );
    expect(field).toHaveFocus();

    await act(() => setLanguage('th'));
    await user.type(screen.getByLabelText('รหัสสมาชิกหรือรหัสบัตร'), '{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('till-identify-refusal')).toHaveTextContent(
        'โค้ดนี้หมดอายุแล้ว กรุณาให้สมาชิกเปิดโค้ดใหม่แล้วสแกนอีกครั้ง',
      ),
    );
    expect(screen.queryByTestId('till-member')).not.toBeInTheDocument();
    await act(() => setLanguage('en'));
  });

  it('earns for a receipt and shows the points, why, and the new balance', async () => {
    const sent: unknown[] = [];
    const { user, fetchMock } = openTill({
      'POST /till/sales': (body) => {
        sent.push(body);
        return ok(sale);
      },
    });
    await findMember(user);
    await user.type(screen.getByLabelText('Receipt number'), 'R-1001');
    await user.type(screen.getByLabelText('Amount (THB)'), '391.00');
    await user.click(screen.getByRole('button', { name: 'Give points' }));

    const result = await screen.findByTestId('till-earn-result');
    expect(result).toHaveTextContent('Receipt R-1001: ฿391.00 → 15 points');
    expect(result).toHaveTextContent('Base points: 15 points');
    expect(result).toHaveTextContent('Summer campaign: 0 points');
    expect(result).toHaveTextContent('New balance: 1,215 points');
    expect(sent).toEqual([{ member_id: 'CR00000007', store_code: 'BKK-01', receipt_no: 'R-1001', amount: 391 }]);
    expect(keysOf(fetchMock, '/till/sales')).toEqual([expect.any(String)]);
    // The member's standing follows the sale's answer.
    expect(screen.getByTestId('till-member-balance')).toHaveTextContent('1,215');
    expect(screen.getByTestId('till-member-tier')).toHaveTextContent('Gold');
    expect(within(screen.getByTestId('till-operations')).getByText('Sale R-1001 (#42)')).toBeInTheDocument();
    expect(screen.getByLabelText('Receipt number')).toHaveValue('');
  });

  it('shows field errors under the fields and sends nothing for an amount with three decimals', async () => {
    const { user, fetchMock } = openTill();
    await findMember(user);
    await user.type(screen.getByLabelText('Amount (THB)'), '391.005');
    await user.click(screen.getByRole('button', { name: 'Give points' }));
    expect(await screen.findByText('An amount in THB above 0 with at most two decimals')).toBeInTheDocument();
    expect(screen.getByLabelText('Receipt number')).toHaveAccessibleDescription('This field is required');
    expect(keysOf(fetchMock, '/till/sales')).toEqual([]);
  });

  it('asks before paying with points, converting THB to points at the burn rate, and pays only once confirmed', async () => {
    const payment: TillPayment = { hold_id: 9, points_spent: 400, thb_value: 100, point_balance: 800 };
    const sent: unknown[] = [];
    const { user, fetchMock } = openTill({
      'POST /till/payments': (body) => {
        sent.push(body);
        return ok(payment);
      },
    });
    await findMember(user);
    await user.click(screen.getByRole('tab', { name: 'Pay with points' }));
    await user.type(screen.getByLabelText('Value (THB)'), '100');
    expect(screen.getByLabelText('Points')).toHaveValue('400');
    await user.type(screen.getByLabelText('Payment reference'), 'P-77');
    await user.click(screen.getByRole('button', { name: 'Pay…' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Pay with points?' });
    expect(dialog).toHaveTextContent(
      'Somchai J. pays ฿100.00 with 400 points. Their balance goes from 1,200 points to 800 points.',
    );
    expect(keysOf(fetchMock, '/till/payments')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));

    const result = await screen.findByTestId('till-pay-result');
    expect(result).toHaveTextContent('Paid ฿100.00 with 400 points');
    expect(result).toHaveTextContent('New balance: 800 points');
    expect(sent).toEqual([{ member_id: 'CR00000007', store_code: 'BKK-01', points: 400, reference: 'P-77' }]);
    expect(keysOf(fetchMock, '/till/payments')).toEqual([expect.any(String)]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says when the member has too few points, before and after asking the server', async () => {
    const { user } = openTill({ 'POST /till/payments': () => refused(409, 'INSUFFICIENT_POINTS') });
    await findMember(user);
    await user.click(screen.getByRole('tab', { name: 'Pay with points' }));
    await user.type(screen.getByLabelText('Points'), '1201');
    expect(screen.getByLabelText('Value (THB)')).toHaveValue('300.25');
    await user.type(screen.getByLabelText('Payment reference'), 'P-78');
    await user.click(screen.getByRole('button', { name: 'Pay…' }));
    expect(await screen.findByText("More than the member's 1,200 points")).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Points'));
    await user.type(screen.getByLabelText('Points'), '1000');
    await user.click(screen.getByRole('button', { name: 'Pay…' }));
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    expect(await screen.findByTestId('till-pay-refusal')).toHaveTextContent(
      'The member does not have enough points for this payment.',
    );
  });

  it('refunds a sale of this session and says the points the balance could not give back', async () => {
    const refund: TillRefund = { refund_id: 5, points_reversed: 15, points_owed: 6, point_balance: 0 };
    const sent: { url: string; body: unknown }[] = [];
    const { user } = openTill({
      'POST /till/sales': () => ok(sale),
      'POST /till/sales/42/refunds': (body, url) => {
        sent.push({ url: url.pathname, body });
        return ok(refund);
      },
    });
    await findMember(user);
    await user.type(screen.getByLabelText('Receipt number'), 'R-1001');
    await user.type(screen.getByLabelText('Amount (THB)'), '391');
    await user.click(screen.getByRole('button', { name: 'Give points' }));
    await screen.findByTestId('till-earn-result');

    await user.click(screen.getByRole('tab', { name: 'Refund' }));
    await user.click(screen.getByRole('button', { name: 'Sale #42 · R-1001 · ฿391.00' }));
    expect(screen.getByLabelText('Sale (transaction number)')).toHaveValue('42');
    await user.type(screen.getByLabelText('Refund number'), 'RF-1');
    await user.type(screen.getByLabelText('Amount refunded (THB)'), '391');
    await user.click(screen.getByRole('button', { name: 'Refund' }));

    const result = await screen.findByTestId('till-refund-result');
    expect(result).toHaveTextContent('Refund of sale #42: 15 points taken back');
    expect(screen.getByTestId('till-refund-owed')).toHaveTextContent(
      "6 points could not be taken from the balance: they are owed and come off the member's next earns.",
    );
    expect(sent).toEqual([{ url: '/api/admin/v1/till/sales/42/refunds', body: { refund_no: 'RF-1', amount: 391 } }]);
    expect(screen.getByTestId('till-member-balance')).toHaveTextContent('0');
    expect(within(screen.getByTestId('till-operations')).getByText('Refund RF-1 of sale #42')).toBeInTheDocument();
  });

  it('says a refund past the sale in the till’s words', async () => {
    const { user } = openTill({ 'POST /till/sales/77/refunds': () => refused(409, 'LIMIT_EXCEEDED') });
    await findMember(user);
    await user.click(screen.getByRole('tab', { name: 'Refund' }));
    await user.type(screen.getByLabelText('Sale (transaction number)'), '77');
    await user.type(screen.getByLabelText('Refund number'), 'RF-2');
    await user.type(screen.getByLabelText('Amount refunded (THB)'), '9999');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByTestId('till-refund-refusal')).toHaveTextContent(
      'This is more than is left to refund on this sale.',
    );
  });

  it('sends one sale with one Idempotency-Key however often the cashier presses while it is on its way', async () => {
    let answer: (() => void) | undefined;
    const { user, fetchMock } = openTill();
    // The sale's answer waits until the test lets it through.
    const answerOf = fetchMock.getMockImplementation() as typeof fetch;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/till/sales')) await new Promise<void>((resolve) => (answer = resolve));
      return answerOf(input, init);
    });
    await findMember(user);
    await user.type(screen.getByLabelText('Receipt number'), 'R-1001');
    await user.type(screen.getByLabelText('Amount (THB)'), '391');
    const submit = screen.getByRole('button', { name: 'Give points' });
    await user.dblClick(submit);
    await user.type(screen.getByLabelText('Amount (THB)'), '{Enter}');
    await waitFor(() => expect(keysOf(fetchMock, '/till/sales')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Giving points…' })).toBeDisabled();
    act(() => answer?.());
    expect(await screen.findByTestId('till-earn-result')).toBeInTheDocument();
    const keys = keysOf(fetchMock, '/till/sales');
    expect(keys).toEqual([expect.stringMatching(/^[\w-]{8,}$/)]);
  });

  it('remembers the store chosen for the session, and asks for one before earning', async () => {
    const { user, unmount } = openTill({}, { store: null });
    await findMember(user);
    expect(screen.getByTestId('till-store-needed')).toHaveTextContent('Choose the store at the top of the page first.');
    expect(screen.getByRole('button', { name: 'Give points' })).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Store'), 'Chaba Nimman · Chaba');
    expect(window.sessionStorage.getItem(ADMIN_TILL_STORE_KEY)).toBe('CNX-02');
    expect(screen.queryByTestId('till-store-needed')).not.toBeInTheDocument();
    unmount();

    renderAdmin('/admin/till');
    await waitFor(() => expect(screen.getByLabelText('Store')).toHaveValue('CNX-02'));
  });
});
