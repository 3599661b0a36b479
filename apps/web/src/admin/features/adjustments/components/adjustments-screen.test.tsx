import { type Adjustment, ERRORS } from '@loyalty/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { mockAdminApi, ok, operatorOf, page, refused, renderAdmin, signInAs } from '../../../test/render-admin';

const adjustmentOf = (id: number, extra: Partial<Adjustment> = {}): Adjustment => ({
  id,
  member_id: 'CR00000001',
  member_name: 'Malee Dee',
  points: 5000,
  reason: 'Lost receipt',
  reason_th: 'ใบเสร็จหาย',
  reason_category: 'correction',
  status: 'pending',
  made_by: 2,
  made_by_name: 'Somchai Staff',
  created_at: '2026-11-03T03:00:00.000Z',
  decided_by: null,
  decided_by_name: null,
  decided_at: null,
  reject_reason: null,
  entry_id: null,
  ...extra,
});

const admin = operatorOf('admin');
const otherAdmin = operatorOf('admin', { id: 5, email: 'other@example.com', name: 'Olga Admin' });

describe('the adjustments queue', () => {
  it('lists the pending queue by default and the decided ones by filter, without actions for staff', async () => {
    const fetchMock = mockAdminApi({
      ...signInAs(operatorOf('staff')),
      'GET /adjustments': (_, url) =>
        page(
          url.searchParams.get('status') === 'rejected'
            ? [adjustmentOf(9, { status: 'rejected', reject_reason: 'No proof' })]
            : [adjustmentOf(3)],
        ),
    });
    const { router } = renderAdmin('/admin/adjustments');
    const table = await screen.findByRole('table', { name: 'Adjustments: Waiting for approval' });
    expect(await within(table).findByText('Lost receipt')).toBeInTheDocument();
    expect(within(table).getByText('+5,000')).toBeInTheDocument();
    expect(within(table).getByText('You')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Rejected' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=rejected'));
    expect(await screen.findByText('No proof')).toBeInTheDocument();
    const statuses = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname.endsWith('/adjustments'))
      .map((url) => url.searchParams.get('status'));
    expect(statuses).toEqual(['pending', 'rejected']);
  });

  it('disables approving one’s own adjustment and shows the server’s SELF_APPROVAL refusal clearly', async () => {
    const keys: (string | null)[] = [];
    mockAdminApi({
      ...signInAs(admin),
      'GET /adjustments': () => page([adjustmentOf(3, { made_by: admin.id }), adjustmentOf(4, { made_by: 2 })]),
      'POST /adjustments/4/approve': (_, __, init) => {
        keys.push(new Headers(init?.headers).get('Idempotency-Key'));
        return refused(403, 'SELF_APPROVAL');
      },
    });
    renderAdmin('/admin/adjustments');
    const own = await screen.findByRole('button', { name: 'Approve adjustment #3' });
    expect(own).toBeDisabled();
    expect(screen.getByText('You made this one: another admin approves it.')).toBeInTheDocument();
    // The maker by name: the signed-in admin is "You", another operator is named.
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('You');
    expect(screen.getAllByRole('row')[2]).toHaveTextContent('Somchai Staff');

    await userEvent.click(screen.getByRole('button', { name: 'Approve adjustment #4' }));
    const refusal = await screen.findByTestId('adjustment-decision-error');
    expect(refusal).toHaveTextContent('The adjustment was not approved.');
    await waitFor(() => expect(refusal).toHaveTextContent(ERRORS.SELF_APPROVAL.en));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the refusal in Thai when the console reads Thai', async () => {
    await initI18n('th');
    mockAdminApi({
      ...signInAs(otherAdmin),
      'GET /adjustments': () => page([adjustmentOf(4)]),
      'POST /adjustments/4/approve': () => refused(422, 'INSUFFICIENT_POINTS'),
    });
    renderAdmin('/admin/adjustments');
    expect(await screen.findByText('ใบเสร็จหาย')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'อนุมัติการปรับคะแนน #4' }));
    const refusal = await screen.findByTestId('adjustment-decision-error');
    await waitFor(() => expect(refusal).toHaveTextContent('สมาชิกรายนี้มีคะแนนไม่พอสำหรับการหักคะแนนนี้แล้ว'));
    expect(refusal).not.toHaveTextContent(ERRORS.INSUFFICIENT_POINTS.th);
  });

  it('approves another admin’s adjustment and rejects one with a reason', async () => {
    const rejected: unknown[] = [];
    let queue = [adjustmentOf(4), adjustmentOf(6)];
    mockAdminApi({
      ...signInAs(otherAdmin),
      'GET /adjustments': () => page(queue),
      'POST /adjustments/4/approve': () => {
        queue = queue.filter((adjustment) => adjustment.id !== 4);
        return ok(adjustmentOf(4, { status: 'approved', decided_by: otherAdmin.id }));
      },
      'POST /adjustments/6/reject': (body) => {
        rejected.push(body);
        queue = [];
        return ok(adjustmentOf(6, { status: 'rejected', reject_reason: 'No proof' }));
      },
    });
    renderAdmin('/admin/adjustments');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve adjustment #4' }));
    expect(await screen.findByTestId('adjustment-decided')).toHaveTextContent('Adjustment #4 is approved');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Approve adjustment #4' })).not.toBeInTheDocument(),
    );

    await user.click(screen.getByRole('button', { name: 'Reject adjustment #6' }));
    const form = screen.getByRole('form', { name: /Reject adjustment #6/ });
    await user.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(within(form).getByLabelText('Reason for rejecting')).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(form).getByLabelText('Reason for rejecting'), 'No proof');
    await user.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByTestId('adjustment-decided')).toHaveTextContent('Adjustment #6 is rejected');
    expect(rejected).toEqual([{ reason: 'No proof' }]);
    expect(await screen.findByTestId('table-empty')).toBeInTheDocument();
  });
});
