import type { Adjustment } from '@loyalty/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { mockAdminApi, ok, operatorOf, page, renderAdmin, signInAs } from '../../../test/render-admin';

const admin = operatorOf('admin');

const adjustmentOf = (id: number, madeBy: number): Adjustment => ({
  id,
  member_id: `CR0000000${id}`,
  member_name: `Member ${id}`,
  points: 5000,
  reason: 'Lost receipt',
  reason_th: 'ใบเสร็จหาย',
  reason_category: 'correction',
  status: 'pending',
  made_by: madeBy,
  made_by_name: madeBy === admin.id ? admin.name : 'Somchai Staff',
  created_at: '2026-11-03T03:00:00.000Z',
  decided_by: null,
  decided_by_name: null,
  decided_at: null,
  reject_reason: null,
  entry_id: null,
});

afterEach(() => act(() => setLanguage('en')));

describe('approving pending adjustments in bulk', () => {
  it('selects others’ pending adjustments (never one’s own) and lists each refusal with its reason in Thai', async () => {
    const sent: unknown[] = [];
    mockAdminApi({
      ...signInAs(admin),
      'GET /adjustments': () => page([adjustmentOf(1, 2), adjustmentOf(2, admin.id), adjustmentOf(3, 2)]),
      'POST /adjustments/approve': (body) => {
        sent.push(body);
        return ok({
          results: [
            { id: 1, ok: true, code: null },
            { id: 3, ok: false, code: 'INSUFFICIENT_POINTS' },
          ],
        });
      },
    });
    renderAdmin('/admin/adjustments');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Adjustments: Waiting for approval' });
    await within(table).findByText('Member 1');
    expect(within(table).queryByRole('checkbox', { name: 'Select #2 (Member 2)' })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('checkbox', { name: 'Select every row on this page' }));
    expect(screen.getByTestId('bulk-bar')).toHaveTextContent('2 selected');
    await act(() => setLanguage('th'));
    await user.click(screen.getByRole('button', { name: 'อนุมัติรายการที่เลือก' }));
    const dialog = screen.getByRole('alertdialog', { name: 'อนุมัติการปรับคะแนน 2 รายการหรือไม่' });
    await user.click(within(dialog).getByRole('button', { name: 'อนุมัติรายการที่เลือก' }));
    const summary = await screen.findByTestId('bulk-summary');
    expect(summary).toHaveTextContent('สำเร็จ 1 จาก 2 รายการ');
    expect(within(summary).getByTestId('bulk-failures')).toHaveTextContent('#3 (Member 3):');
    expect(sent).toEqual([{ ids: [1, 3] }]);
  });

  it('offers staff, who approve nothing, no selection', async () => {
    mockAdminApi({ ...signInAs(operatorOf('staff')), 'GET /adjustments': () => page([adjustmentOf(1, 2)]) });
    renderAdmin('/admin/adjustments');
    await screen.findByText('Member 1');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
