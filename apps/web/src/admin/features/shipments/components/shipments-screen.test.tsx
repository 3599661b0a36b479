import { ERRORS, type Shipment } from '@loyalty/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { mockAdminApi, ok, operatorOf, page, refused, renderAdmin, signInAs } from '../../../test/render-admin';

const packed: Shipment = {
  redemption_id: 31,
  order_no: 'ORD-0031',
  status: 'packed',
  redeemed_at: '2026-11-20T03:00:00.000Z',
  status_at: '2026-11-21T03:00:00.000Z',
  member: { member_id: 5, mbk_member_id: 'CR00000005', name: 'Somchai Jaidee' },
  privilege: { privilege_id: 2, title: 'Tote bag', title_th: 'กระเป๋าผ้า' },
  ship_to: { recipient_name: 'Somchai Jaidee', mobile_no: '0812345678', address: '1 Sukhumvit Rd, Bangkok 10110' },
  carrier: null,
  tracking_no: null,
};
const ordered: Shipment = { ...packed, redemption_id: 32, order_no: 'ORD-0032', status: 'ordered' };
const delivered: Shipment = {
  ...packed,
  redemption_id: 33,
  order_no: 'ORD-0033',
  status: 'delivered',
  carrier: 'Kerry',
  tracking_no: 'KE123',
};

const shipmentQueries = (fetchMock: ReturnType<typeof mockAdminApi>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/v1/shipments')
    .map((url) => Object.fromEntries(url.searchParams));

afterEach(() => act(() => setLanguage('en')));

describe('the shipments screen', () => {
  it('lists shipments and filters by step through the server', async () => {
    const fetchMock = mockAdminApi({
      ...signInAs(operatorOf('staff')),
      'GET /shipments': () => page([ordered, packed, delivered]),
    });
    const { router } = renderAdmin('/admin/shipments');
    const table = await screen.findByRole('table', { name: 'Shipments' });
    expect(await within(table).findByText('ORD-0031')).toBeInTheDocument();
    expect(within(table).getByText('Kerry KE123')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Mark order ORD-0032 Packed' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /ORD-0033/ })).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByTestId('shipment-step-filter'), 'shipped');
    await waitFor(() => expect(shipmentQueries(fetchMock).at(-1)).toMatchObject({ status: 'shipped' }));
    expect(router.state.location.search).toBe('?status=shipped');
  });

  it('requires the carrier and tracking number to ship, sends the step meant, and shows a refusal in Thai', async () => {
    const advances: unknown[] = [];
    let answer: { status: number; body: unknown } = refused(409, 'SHIPMENT_STEP_CHANGED');
    mockAdminApi({
      ...signInAs(operatorOf('staff')),
      'GET /shipments': () => page([packed]),
      'POST /shipments/31/advance': (body) => {
        advances.push(body);
        return answer;
      },
    });
    renderAdmin('/admin/shipments');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark order ORD-0031 Shipped' }));
    const form = screen.getByRole('form', { name: 'Order ORD-0031: mark Shipped' });
    expect(form).toHaveTextContent('1 Sukhumvit Rd, Bangkok 10110');
    await user.click(within(form).getByRole('button', { name: 'Mark Shipped' }));
    expect(within(form).getByLabelText('Carrier')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Tracking number')).toHaveAttribute('aria-invalid', 'true');
    expect(advances).toHaveLength(0);

    await user.type(within(form).getByLabelText('Carrier'), 'Kerry');
    await user.type(within(form).getByLabelText('Tracking number'), 'KE999');
    await act(() => setLanguage('th'));
    await user.click(within(form).getByRole('button', { name: 'เปลี่ยนเป็นจัดส่งแล้ว' }));
    expect(await within(form).findByTestId('advance-notice')).toHaveTextContent(ERRORS.SHIPMENT_STEP_CHANGED.th);
    expect(advances).toEqual([{ to: 'shipped', carrier: 'Kerry', tracking_no: 'KE999' }]);

    answer = ok({ ...packed, status: 'shipped', carrier: 'Kerry', tracking_no: 'KE999' });
    await user.click(within(form).getByRole('button', { name: 'เปลี่ยนเป็นจัดส่งแล้ว' }));
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
  });

  it('packs with only the step meant, and downloads the labels with the operator token', async () => {
    const advances: unknown[] = [];
    const fetchMock = mockAdminApi({
      ...signInAs(operatorOf('admin')),
      'GET /shipments': () => page([ordered]),
      'POST /shipments/32/advance': (body) => {
        advances.push(body);
        return ok({ ...ordered, status: 'packed' });
      },
      'GET /shipments/labels.csv': () => ok('csv'),
    });
    const save = vi.fn(() => 'blob:labels');
    URL.createObjectURL = save;
    URL.revokeObjectURL = vi.fn();
    renderAdmin('/admin/shipments');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark order ORD-0032 Packed' }));
    await user.click(screen.getByRole('button', { name: 'Mark Packed' }));
    await waitFor(() => expect(advances).toEqual([{ to: 'packed' }]));

    await user.click(screen.getByTestId('table-export'));
    await waitFor(() => expect(save).toHaveBeenCalled());
    const labelsCall = fetchMock.mock.calls.find(([url]) => String(url) === '/api/admin/v1/shipments/labels.csv');
    expect(new Headers(labelsCall?.[1]?.headers).get('Authorization')).toBe('Bearer token-of-admin@example.com');
  });

  it('says when nothing waits to ship', async () => {
    mockAdminApi({ ...signInAs(operatorOf('staff')), 'GET /shipments': () => page([]) });
    renderAdmin('/admin/shipments');
    expect(await screen.findByTestId('table-empty')).toHaveTextContent('There is nothing here yet.');
  });
});
