import { type AdminReceipt, ERRORS } from '@loyalty/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import {
  captureDownloads,
  mockAdminApi,
  ok,
  operatorOf,
  page,
  refused,
  renderAdmin,
  signInAs,
} from '../../../test/render-admin';
import { copy, fillPrinted, first, last, PRINTED, receiptOf, reviewApi } from './receipt-test-kit';

const receiptQueries = (fetchMock: ReturnType<typeof mockAdminApi>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/v1/receipts')
    .map((url) => Object.fromEntries(url.searchParams));

// Spies, which the setup restores after each test, so a test's own (captureDownloads) never outlives it.
beforeEach(() => {
  let count = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:receipt-${++count}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => act(() => setLanguage('en')));

/**
 * The queue as an operator meets it: opened without filters, it moves to the pending receipts, and the
 * screen is ready once its filters show that (the move is a navigation React renders when it can; a
 * click before it lands would be undone by it).
 */
async function openQueue() {
  const rendered = renderAdmin('/admin/receipts');
  await waitFor(() => expect(rendered.router.state.location.search).toBe('?status=pending'));
  await waitFor(() =>
    expect(within(screen.getByTestId('receipt-filters')).getByLabelText('Status')).toHaveValue('pending'),
  );
  return rendered;
}

describe('the receipt queue', () => {
  it('lists receipts with duplicates flagged and filters by status and member through the server', async () => {
    const fetchMock = reviewApi();
    const { router } = await openQueue();
    const table = await screen.findByRole('table', { name: 'Receipt queue' });
    expect(await within(table).findByText('Member 3')).toBeInTheDocument();
    expect(within(table).getByText('Duplicate of #3')).toBeInTheDocument();
    expect(within(table).getAllByText('200 KB')).toHaveLength(3);

    const user = userEvent.setup();
    const filters = screen.getByTestId('receipt-filters');
    await user.selectOptions(within(filters).getByLabelText('Status'), 'rejected');
    await user.click(screen.getByRole('textbox', { name: 'Member ID' }));
    await user.paste('CR00000003');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(receiptQueries(fetchMock).at(-1)).toEqual({
        page: '1',
        limit: '20',
        sort: 'created_at',
        status: 'rejected',
        member_id: 'CR00000003',
      }),
    );
    expect(router.state.location.search).toBe('?status=rejected&member_id=CR00000003');
  });

  it('opens on the pending receipts, and keeps "All statuses" once chosen', async () => {
    const fetchMock = reviewApi();
    const { router } = await openQueue();
    await screen.findByRole('table', { name: 'Receipt queue' });
    await waitFor(() => expect(receiptQueries(fetchMock).at(-1)).toMatchObject({ status: 'pending' }));
    expect(router.state.location.search).toBe('?status=pending');
    const user = userEvent.setup();
    const filters = screen.getByTestId('receipt-filters');
    await user.selectOptions(within(filters).getByLabelText('Status'), '');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(receiptQueries(fetchMock).at(-1)).not.toHaveProperty('status'));
  });

  it('opens a receipt from its number, the first column, which stays in view when the table scrolls sideways', async () => {
    reviewApi();
    const { router } = await openQueue();
    const table = await screen.findByRole('table', { name: 'Receipt queue' });
    const number = await within(table).findByRole('button', { name: 'Open receipt #4' });
    expect(number.closest('td')).toBe(within(table).getAllByRole('row')[2]?.querySelector('td'));
    expect(number).toHaveTextContent('#4');
    await userEvent.click(number);
    await waitFor(() => expect(router.state.location.search).toContain('receipt=4'));
    expect(await screen.findByRole('heading', { name: 'Receipt #4' })).toBeInTheDocument();
  });

  it('says "All caught up" when nothing is pending, in Thai too', async () => {
    mockAdminApi({ ...signInAs(operatorOf('staff')), 'GET /receipts': () => page([]) });
    renderAdmin('/admin/receipts');
    await waitFor(() =>
      expect(screen.getByTestId('table-empty')).toHaveTextContent('All caught up: no receipts are waiting for review.'),
    );
    expect(screen.queryByRole('button', { name: 'Clear search and filters' })).not.toBeInTheDocument();
    await act(() => setLanguage('th'));
    expect(await screen.findByTestId('table-empty')).toHaveTextContent('ตรวจครบแล้ว: ไม่มีใบเสร็จรอตรวจสอบ');
  });

  it('says when the queue is empty, and shows a failed load with a retry', async () => {
    let isDown = true;
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      'GET /receipts': () => (isDown ? refused(503, 'SERVICE_UNAVAILABLE') : page([])),
    });
    renderAdmin('/admin/receipts?status=approved');
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(ERRORS.SERVICE_UNAVAILABLE.en));
    isDown = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('table-empty')).toHaveTextContent('Nothing matches');
  });
});

describe('the receipt viewer', () => {
  const heicPhoto = receiptOf(6, { content_type: 'image/heic', file_url: '/api/admin/v1/receipts/6/file' });
  const requestedPaths = (fetchMock: ReturnType<typeof mockAdminApi>) =>
    fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);

  it('shows a HEIC photo through its JPEG copy and offers the original for download', async () => {
    const fetchMock = reviewApi({
      'GET /receipts': () => page([heicPhoto]),
      'GET /receipts/6': () => ok({ ...heicPhoto, view_url: '/api/admin/v1/receipts/6/view' }),
      'GET /receipts/6/view': () => ok('jpeg'),
      'GET /receipts/6/file': () => ok('heic'),
    });
    renderAdmin('/admin/receipts?receipt=6');
    expect(await screen.findByTestId('receipt-image')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(requestedPaths(fetchMock)).toContain('/api/admin/v1/receipts/6/view');
    expect(requestedPaths(fetchMock)).not.toContain('/api/admin/v1/receipts/6/file');

    const saved = captureDownloads();
    await userEvent.click(screen.getByTestId('receipt-original'));
    await waitFor(() => expect(saved).toEqual(['receipt-6.heic']));
    expect(requestedPaths(fetchMock)).toContain('/api/admin/v1/receipts/6/file');
    expect(screen.getByTestId('receipt-original')).toHaveTextContent('Download the original (HEIC)');
  });

  it('says the copy is being made while a HEIC photo has none, in Thai too, fetching nothing to show', async () => {
    const fetchMock = reviewApi({
      'GET /receipts': () => page([heicPhoto]),
      'GET /receipts/6': () => ok({ ...heicPhoto, view_url: null }),
    });
    renderAdmin('/admin/receipts?receipt=6');
    const pending = await screen.findByText(/is being made from this HEIC photo/);
    expect(pending).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('receipt-original')).toBeInTheDocument();
    expect(requestedPaths(fetchMock).filter((path) => path.startsWith('/api/admin/v1/receipts/6/'))).toEqual([]);
    await act(() => setLanguage('th'));
    expect(await screen.findByText(/กำลังแปลงรูปภาพ HEIC/)).toBeInTheDocument();
    expect(screen.getByTestId('receipt-original')).toHaveTextContent('ดาวน์โหลดไฟล์ต้นฉบับ (HEIC)');
  });

  it('shows the file fetched with the operator token, zooms and rotates by key, and walks the queue with J/K', async () => {
    const fetchMock = reviewApi();
    const { router } = renderAdmin('/admin/receipts?receipt=3');
    const user = userEvent.setup();
    const image = await screen.findByTestId('receipt-image');
    expect(image).toHaveAttribute('src', expect.stringMatching(/^blob:receipt-/));
    const fileCall = fetchMock.mock.calls.find(([url]) => String(url) === '/api/admin/v1/receipts/3/file');
    expect(new Headers(fileCall?.[1]?.headers).get('Authorization')).toBe('Bearer token-of-staff@example.com');
    expect(screen.getByTestId('receipt-shortcuts')).toHaveTextContent('J / K');

    await user.keyboard('++]');
    expect(screen.getByTestId('receipt-zoom')).toHaveTextContent('200%');
    expect(image.style.transform).toBe('rotate(90deg) scale(2)');
    // `[[` is user-event's escape for one `[`: zoom out once, rotate left twice.
    await user.keyboard('-[[[[');
    expect(image.style.transform).toBe('rotate(270deg) scale(1.5)');

    await user.keyboard('j');
    await waitFor(() => expect(router.state.location.search).toBe('?receipt=4'));
    await user.keyboard('j');
    expect(await screen.findByTestId('receipt-pdf')).toBeInTheDocument();
    await user.keyboard('k');
    await waitFor(() => expect(router.state.location.search).toBe('?receipt=4'));
    expect(await screen.findByRole('heading', { name: 'Receipt #4' })).toBeInTheDocument();
  });

  it('flags a duplicate and links to the earlier receipt', async () => {
    reviewApi();
    const { router } = renderAdmin('/admin/receipts?receipt=4');
    const flag = await screen.findByText('Same file as an earlier receipt: check before approving.');
    await userEvent.click(within(flag.parentElement as HTMLElement).getByRole('button', { name: 'Open receipt #3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?receipt=3'));
    expect(await screen.findByRole('heading', { name: 'Receipt #3' })).toBeInTheDocument();
  });

  it('approves with the store, number, date and total, showing the points, then opens the next pending receipt', async () => {
    const approvals: unknown[] = [];
    reviewApi({
      'POST /receipts/3/approve': (body) => {
        approvals.push(body);
        return ok({ ...first, status: 'approved', amount: 1250.5, points: 50 });
      },
    });
    const { router } = renderAdmin('/admin/receipts?receipt=3');
    await screen.findByRole('heading', { name: 'Receipt #3' });
    const user = userEvent.setup();
    await user.keyboard('a');
    const amount = screen.getByLabelText('Receipt total (THB)');
    expect(amount).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Approve receipt' }));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Receipt number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Purchase date')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Store on the receipt' })).toHaveAttribute('aria-invalid', 'true');
    expect(approvals).toHaveLength(0);

    await fillPrinted(user);
    await user.type(amount, '1250.50');
    await waitFor(() =>
      expect(screen.getByTestId('receipt-points')).toHaveTextContent('Gives 50 points (1 point per 25 THB).'),
    );
    await user.click(screen.getByRole('button', { name: 'Approve receipt' }));
    await waitFor(() => expect(router.state.location.search).toBe('?receipt=4'));
    expect(await screen.findByRole('heading', { name: 'Receipt #4' })).toBeInTheDocument();
    expect(approvals).toEqual([{ amount: 1250.5, ...PRINTED }]);
  });

  it('walks only the member’s pending receipts when the queue is filtered to them, and closes after their last', async () => {
    const walked: (string | null)[] = [];
    reviewApi({
      'GET /receipts': (_body, url) => {
        walked.push(url.searchParams.get('member_id'));
        // Other members' receipts wait too; the member's own queue holds receipt 3 alone.
        return page(url.searchParams.get('member_id') === first.member_id ? [first] : [first, copy, last]);
      },
      'POST /receipts/3/approve': () => ok({ ...first, status: 'approved', amount: 500, points: 20 }),
    });
    const { router } = renderAdmin(`/admin/receipts?member_id=${first.member_id}&receipt=3`);
    await screen.findByRole('heading', { name: 'Receipt #3' });
    const user = userEvent.setup();
    await fillPrinted(user);
    await user.type(screen.getByLabelText('Receipt total (THB)'), '500');
    await user.click(screen.getByRole('button', { name: 'Approve receipt' }));

    await waitFor(() => expect(router.state.location.search).toBe(`?member_id=${first.member_id}`));
    expect(walked.every((memberId) => memberId === first.member_id)).toBe(true);
  });

  it('tells staff a total worth more points than they may approve is for an admin, and does not send it', async () => {
    const approvals: unknown[] = [];
    reviewApi({
      'POST /receipts/3/approve': (body) => {
        approvals.push(body);
        return ok({ ...first, status: 'approved', amount: 25_000, points: 1000 });
      },
    });
    renderAdmin('/admin/receipts?receipt=3');
    await screen.findByRole('heading', { name: 'Receipt #3' });
    const user = userEvent.setup();
    const amount = screen.getByLabelText('Receipt total (THB)');
    await user.type(amount, '25025');
    expect(await screen.findByTestId('receipt-needs-admin')).toHaveTextContent(
      'Staff approve receipts worth up to 1,000 points; an admin approves this one.',
    );
    expect(screen.getByRole('button', { name: 'Approve receipt' })).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '25000');
    await waitFor(() => expect(screen.queryByTestId('receipt-needs-admin')).not.toBeInTheDocument());
    await fillPrinted(user);
    await user.click(screen.getByRole('button', { name: 'Approve receipt' }));
    await waitFor(() => expect(approvals).toEqual([{ amount: 25_000, ...PRINTED }]));
  });

  it('sends one Idempotency-Key per approval, the same again when retrying after no answer, a new one for the next', async () => {
    const keys: { id: string; key: string | null }[] = [];
    let isDown = true;
    const approveWith = (receipt: AdminReceipt) => (_: unknown, url: URL, init?: RequestInit) => {
      keys.push({ id: url.pathname.split('/').at(-2) ?? '', key: new Headers(init?.headers).get('Idempotency-Key') });
      if (isDown) return refused(503, 'SERVICE_UNAVAILABLE');
      return ok({ ...receipt, status: 'approved', amount: 100, points: 4 });
    };
    reviewApi({ 'POST /receipts/3/approve': approveWith(first), 'POST /receipts/4/approve': approveWith(copy) });
    renderAdmin('/admin/receipts?receipt=3');
    await screen.findByRole('heading', { name: 'Receipt #3' });
    const user = userEvent.setup();
    await fillPrinted(user);
    await user.type(screen.getByLabelText('Receipt total (THB)'), '100');
    await user.click(screen.getByRole('button', { name: 'Approve receipt' }));
    expect(await screen.findByTestId('approve-notice')).toHaveTextContent(ERRORS.SERVICE_UNAVAILABLE.en);

    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Approve receipt' }));
    expect(await screen.findByRole('heading', { name: 'Receipt #4' })).toBeInTheDocument();
    await fillPrinted(user);
    await user.type(screen.getByLabelText('Receipt total (THB)'), '100');
    await user.click(screen.getByRole('button', { name: 'Approve receipt' }));
    await waitFor(() => expect(keys).toHaveLength(3));

    const [failed, retried, next] = keys;
    expect(failed?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(retried).toEqual({ id: '3', key: failed?.key });
    expect(next?.id).toBe('4');
    expect(next?.key).not.toBe(failed?.key);
  });

  it('rejects with a preset reason worded in the console’s language', async () => {
    const rejections: unknown[] = [];
    reviewApi({
      'POST /receipts/3/reject': (body) => {
        rejections.push(body);
        return ok({ ...first, status: 'rejected' });
      },
    });
    renderAdmin('/admin/receipts?receipt=3');
    await screen.findByRole('heading', { name: 'Receipt #3' });
    const user = userEvent.setup();
    await user.keyboard('r');
    const reason = screen.getByRole('combobox', { name: 'Reason the member reads' });
    expect(reason).toHaveFocus();
    await user.selectOptions(reason, 'The photo is too blurred or cut off to read the receipt.');
    expect(screen.queryByLabelText('Reason (English)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject receipt' }));
    await waitFor(() => expect(rejections).toEqual([{ reason_code: 'unreadable' }]));
  });

  it('rejects with the operator’s own reasons under "other" and shows the server’s refusal in Thai', async () => {
    const rejections: unknown[] = [];
    reviewApi({
      'POST /receipts/5/reject': (body) => {
        rejections.push(body);
        return refused(409, 'NOT_ACTIVE');
      },
    });
    renderAdmin('/admin/receipts?receipt=5');
    await screen.findByRole('heading', { name: 'Receipt #5' });
    await act(() => setLanguage('th'));
    const user = userEvent.setup();
    await user.keyboard('r');
    await user.selectOptions(screen.getByRole('combobox', { name: 'เหตุผลที่สมาชิกจะเห็น' }), 'other');
    await user.click(screen.getByRole('button', { name: 'ปฏิเสธใบเสร็จ' }));
    expect(screen.getByLabelText('เหตุผล (ภาษาไทย)')).toHaveAttribute('aria-invalid', 'true');
    expect(rejections).toEqual([]);
    await user.type(screen.getByLabelText('เหตุผล (ภาษาอังกฤษ)'), 'Blurry photo');
    await user.type(screen.getByLabelText('เหตุผล (ภาษาไทย)'), 'ภาพไม่ชัด');
    await user.click(screen.getByRole('button', { name: 'ปฏิเสธใบเสร็จ' }));
    expect(await screen.findByTestId('reject-notice')).toHaveTextContent(ERRORS.NOT_ACTIVE.th);
    expect(rejections).toEqual([{ reason_code: 'other', reason: 'Blurry photo', reason_th: 'ภาพไม่ชัด' }]);
  });

  it('flags a receipt whose store and number were approved on another, linking to it', async () => {
    const printed = {
      store: { store_code: 'CHB-BKK-001', name: 'บ้านบรูว์ สยามสแควร์', name_en: 'Baan Brew Siam Square' },
      receipt_no: 'INV-0042',
      purchased_on: '2026-11-25',
    };
    reviewApi({ 'GET /receipts/9': () => ok(receiptOf(9, { status: 'rejected', same_receipt_as: 3, ...printed })) });
    const { router } = renderAdmin('/admin/receipts?receipt=9');
    const flag = await screen.findByText(/Possible duplicate of #3/);
    expect(screen.getByTestId('receipt-printed')).toHaveTextContent(
      'Baan Brew Siam Square, receipt no. INV-0042, bought',
    );
    await userEvent.click(within(flag.parentElement as HTMLElement).getByRole('button', { name: 'Open receipt #3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?receipt=3'));
  });

  it('shows a decided receipt without the forms', async () => {
    reviewApi({
      'GET /receipts/3': () =>
        ok({
          ...first,
          status: 'approved',
          amount: 500,
          points: 20,
          reviewed_by: 'Sam Staff',
          reviewed_at: first.created_at,
        }),
    });
    renderAdmin('/admin/receipts?receipt=3');
    expect(await screen.findByText('Approved at ฿500 for 20 points.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve receipt' })).not.toBeInTheDocument();
  });
});
