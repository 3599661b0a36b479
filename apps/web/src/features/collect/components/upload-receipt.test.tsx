import type { Receipt } from '@loyalty/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: FormData;
}

/** XMLHttpRequest at the network edge: reports half the upload, then answers. */
function mockUpload(answer: { status: number; body: unknown }) {
  const sent: Sent[] = [];
  class FakeRequest extends EventTarget {
    status = 0;
    responseText = '';
    readonly upload = new EventTarget();
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: FormData) {
      sent.push({ url: this.url, headers: this.headers, body });
      queueMicrotask(() => {
        this.upload.dispatchEvent(
          Object.assign(new Event('progress'), { lengthComputable: true, loaded: 1, total: 2 }),
        );
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.dispatchEvent(new Event('load'));
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return sent;
}

const quota = (remaining: number) => ({
  daily_quota: 5,
  used_today: 5 - remaining,
  remaining,
  max_bytes: 10 * 1024 * 1024,
  accepted_types: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf'],
  resets_at: '2026-11-22T17:00:00.000Z',
});

const receipt = (id: number, fields: Partial<Receipt>): Receipt => ({
  receipt_id: id,
  status: 'pending',
  content_type: 'image/png',
  size_bytes: 2048,
  amount: null,
  points: null,
  reject_reason: null,
  created_at: '2026-11-22T03:00:00.000Z',
  reviewed_at: null,
  ...fields,
});

/** GET Point/GetPointRules as the seed sets them (DESIGN §6 defaults). */
const rules = {
  transfer_daily_cap: 10_000,
  transfer_otp_threshold: 1000,
  birthday_bonus_points: 200,
  referral_referrer_points: 50,
  referral_referee_points: 20,
  receipt_baht_per_point: 25,
  receipt_daily_quota: 5,
  receipt_max_bytes: 10 * 1024 * 1024,
  point_expiry_years: 2,
  deletion_grace_days: 30,
};

const page = (items: Receipt[]) => ({ items, page: 1, limit: 10, total: items.length, end_page: true });

function mockReceipts(state: { remaining: number; receipts: Receipt[] }) {
  return mockApi({
    'Customer/GetCustomerInfo': () => ok(demoCustomer),
    'Document/CheckDocumentQuota': () => ok(quota(state.remaining)),
    'Document/GetReceiptHistory': () => ok(page(state.receipts)),
    'Point/GetPointRules': () => ok(rules),
  });
}

const file = (type: string, size: number, name = 'receipt.png') => new File([new Uint8Array(size)], name, { type });

beforeAll(async () => {
  // The route chunk is lazy in the app; loading it once here keeps the first test's timing like the rest.
  await import('@/app/routes/collect');
});

beforeEach(() => {
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
  URL.createObjectURL = vi.fn(() => 'blob:receipt');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => vi.unstubAllGlobals());

describe('upload-receipt', () => {
  it('previews a photo, uploads it with progress and a key, then shows it pending and the quota refreshed', async () => {
    const state = { remaining: 5, receipts: [] as Receipt[] };
    mockReceipts(state);
    const sent = mockUpload({ status: 200, body: { status: 'success', data: { ...receipt(1, {}), remaining: 4 } } });
    const user = userEvent.setup();
    renderApp('/upload-receipt');

    expect(await screen.findByTestId('receipt-remaining')).toHaveTextContent('5 of 5 left');
    expect(await screen.findByText('1 point for every ฿25 on the receipt, once it is approved.')).toBeInTheDocument();
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('You have not sent any receipts yet.');
    await user.upload(screen.getByTestId('receipt-camera-input'), file('image/png', 2048));
    expect(screen.getByTestId('receipt-preview')).toHaveAttribute('src', 'blob:receipt');

    state.remaining = 4;
    state.receipts = [receipt(1, {})];
    await user.click(screen.getByTestId('receipt-upload'));
    expect(await screen.findByTestId('receipt-uploaded')).toHaveTextContent('Receipt received, pending review.');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/v1/Document/UploadReceipt');
    expect(sent[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0]?.body.get('Receipt')).toBeInstanceOf(File);
    expect(await screen.findByText('4 of 5 left')).toBeInTheDocument();
    expect(await screen.findByTestId('receipt-status')).toHaveTextContent('Pending review');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:receipt');
  });

  it('shows the progress bar while the file is on its way', async () => {
    mockReceipts({ remaining: 5, receipts: [] });
    // An upload that reports progress and never finishes, so the bar can be seen.
    class SlowRequest extends EventTarget {
      readonly upload = new EventTarget();
      open() {}
      setRequestHeader() {}
      send() {
        queueMicrotask(() =>
          this.upload.dispatchEvent(
            Object.assign(new Event('progress'), { lengthComputable: true, loaded: 3, total: 4 }),
          ),
        );
      }
    }
    vi.stubGlobal('XMLHttpRequest', SlowRequest);
    const user = userEvent.setup();
    renderApp('/upload-receipt');
    await user.upload(await screen.findByTestId('receipt-file-input'), file('application/pdf', 4096, 'bill.pdf'));
    expect(screen.getByTestId('receipt-file-card')).toHaveTextContent('bill.pdf');
    await user.click(screen.getByTestId('receipt-upload'));
    expect(await screen.findByText('Uploading… 75%')).toBeInTheDocument();
    expect(screen.getByTestId('receipt-progress')).toHaveAttribute('value', '0.75');
  });

  it('says the server could not read the photo, in the server’s words, and keeps it chosen', async () => {
    mockReceipts({ remaining: 5, receipts: [] });
    mockUpload({
      status: 400,
      body: {
        status: 'error',
        http_status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid.',
        message_th: 'ข้อมูลบางช่องไม่ถูกต้อง',
        errors: [
          {
            field: 'Receipt',
            message: 'This photo could not be read: take it again or choose another file',
            message_th: 'ไม่สามารถอ่านรูปภาพนี้ได้ กรุณาถ่ายใหม่หรือเลือกไฟล์อื่น',
          },
        ],
      },
    });
    const user = userEvent.setup();
    renderApp('/upload-receipt');
    await user.upload(await screen.findByTestId('receipt-file-input'), file('image/heic', 4096, 'IMG_0042.HEIC'));
    await user.click(screen.getByTestId('receipt-upload'));
    expect(await screen.findByTestId('receipt-error')).toHaveTextContent(
      'This photo could not be read: take it again or choose another file',
    );
    expect(screen.getByTestId('receipt-upload')).toBeInTheDocument();
  });

  it('refuses a wrong type or a file over 10 MB before any upload', async () => {
    mockReceipts({ remaining: 5, receipts: [] });
    const sent = mockUpload({ status: 200, body: {} });
    renderApp('/upload-receipt');
    const input = await screen.findByTestId('receipt-file-input');
    fireEvent.change(input, { target: { files: [file('image/gif', 10, 'a.gif')] } });
    expect(await screen.findByTestId('receipt-problem')).toHaveTextContent(
      'Please choose a JPEG, PNG, WebP, HEIC or PDF file.',
    );
    fireEvent.change(input, { target: { files: [file('image/jpeg', 10 * 1024 * 1024 + 1, 'big.jpg')] } });
    expect(await screen.findByTestId('receipt-problem')).toHaveTextContent('larger than 10 MB');
    expect(screen.queryByTestId('receipt-upload')).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('explains an exhausted quota and disables the pickers', async () => {
    mockReceipts({ remaining: 0, receipts: [] });
    renderApp('/upload-receipt');
    expect(await screen.findByTestId('receipt-quota-exhausted')).toHaveTextContent(
      "You have uploaded all of today's receipts",
    );
    expect(screen.getByTestId('receipt-choose-file')).toBeDisabled();
    expect(screen.getByTestId('receipt-take-photo')).toBeDisabled();
  });

  it('shows each review status with its points or reason', async () => {
    mockReceipts({
      remaining: 3,
      receipts: [
        receipt(3, { status: 'rejected', reject_reason: 'The receipt is blurred' }),
        receipt(2, { status: 'approved', amount: 1250, points: 50 }),
        receipt(1, { status: 'pending', content_type: 'application/pdf' }),
      ],
    });
    renderApp('/upload-receipt');
    const rows = await screen.findAllByTestId('receipt-row');
    expect(rows.map((row) => row.dataset.status)).toEqual(['rejected', 'approved', 'pending']);
    expect(within(rows[0] as HTMLElement).getByTestId('receipt-rejected')).toHaveTextContent(
      'Reason: The receipt is blurred',
    );
    expect(within(rows[1] as HTMLElement).getByTestId('receipt-approved')).toHaveTextContent(
      '50 points earned for ฿1,250.',
    );
    expect(within(rows[2] as HTMLElement).getByTestId('receipt-status')).toHaveTextContent('Pending review');
  });

  it('pages through My receipts with Show more', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Document/CheckDocumentQuota': () => ok(quota(5)),
      'Point/GetPointRules': () => ok(rules),
      'Document/GetReceiptHistory': (_body, url) =>
        url.searchParams.get('page') === '2'
          ? ok({ items: [receipt(1, {})], page: 2, limit: 10, total: 2, end_page: true })
          : ok({ items: [receipt(2, {})], page: 1, limit: 10, total: 2, end_page: false }),
    });
    const user = userEvent.setup();
    renderApp('/upload-receipt');
    expect(await screen.findAllByTestId('receipt-row')).toHaveLength(1);
    await user.click(screen.getByTestId('paged-list-more'));
    await waitFor(() => expect(screen.getAllByTestId('receipt-row')).toHaveLength(2));
    expect(screen.queryByTestId('paged-list-more')).not.toBeInTheDocument();
  });
});
