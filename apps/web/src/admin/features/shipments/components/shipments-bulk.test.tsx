import { MAX_TRACKING_CSV_CHARACTERS, type Shipment } from '@loyalty/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { mockAdminApi, ok, operatorOf, page, refused, renderAdmin, signInAs } from '../../../test/render-admin';

const shipmentOf = (id: number, status: Shipment['status']): Shipment => ({
  redemption_id: id,
  order_no: `ORD-${id}`,
  status,
  redeemed_at: '2026-11-20T03:00:00.000Z',
  status_at: '2026-11-21T03:00:00.000Z',
  member: { member_id: 5, mbk_member_id: 'CR00000005', name: 'Somchai Jaidee' },
  privilege: { privilege_id: 2, title: 'Tote bag', title_th: 'กระเป๋าผ้า' },
  ship_to: null,
  carrier: null,
  tracking_no: null,
});

type AdvanceBody = { shipments: { redemption_id: number; to: string }[] };

afterEach(() => act(() => setLanguage('en')));

describe('advancing selected shipments', () => {
  it('selects the page, confirms, sends each row with its step, and names each failure in words', async () => {
    const rows = [
      shipmentOf(1, 'ordered'),
      shipmentOf(2, 'shipped'),
      shipmentOf(3, 'ordered'),
      shipmentOf(4, 'delivered'),
      shipmentOf(5, 'packed'),
    ];
    const sent: AdvanceBody[] = [];
    mockAdminApi({
      ...signInAs(operatorOf('staff')),
      'GET /shipments': () => page(rows),
      'POST /shipments/advance': (body) => {
        sent.push(body as AdvanceBody);
        return ok({
          results: [
            { id: 1, ok: true, code: null },
            { id: 3, ok: false, code: 'SHIPMENT_STEP_CHANGED' },
            { id: 5, ok: false, code: 'VALIDATION_FAILED' },
            { id: 2, ok: true, code: null },
          ],
        });
      },
    });
    renderAdmin('/admin/shipments');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Shipments' });
    await within(table).findByText('ORD-1');
    // A delivered shipment has no next step, so no checkbox.
    expect(within(table).queryByRole('checkbox', { name: 'Select ORD-4' })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('checkbox', { name: 'Select every row on this page' }));
    const bar = screen.getByTestId('bulk-bar');
    expect(bar).toHaveTextContent('4 selected');
    await user.click(within(table).getByRole('checkbox', { name: 'Select ORD-2' }));
    expect(bar).toHaveTextContent('3 selected');
    await user.click(within(table).getByRole('checkbox', { name: 'Select ORD-2' }));

    await user.click(within(bar).getByRole('button', { name: 'Move to the next step' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Move 4 shipments to their next step?' });
    expect(sent).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Move to the next step' }));

    const summary = await screen.findByTestId('bulk-summary');
    expect(summary).toHaveTextContent('2 of 4 done.');
    expect(summary).toHaveTextContent('2 were not done:');
    const failures = within(within(summary).getByTestId('bulk-failures')).getAllByRole('listitem');
    expect(failures.map((failure) => failure.textContent)).toEqual([
      'ORD-3: This shipment has already moved to another step. Reload to see where it is.',
      'ORD-5: Packed: shipping needs its carrier and tracking number (use the tracking-number file)',
    ]);
    expect(sent).toEqual([
      {
        shipments: [
          { redemption_id: 1, to: 'packed' },
          { redemption_id: 3, to: 'packed' },
          { redemption_id: 5, to: 'shipped' },
          { redemption_id: 2, to: 'delivered' },
        ],
      },
    ]);
    // The selection is cleared once the action has run.
    expect(screen.queryByTestId('bulk-bar')).not.toBeInTheDocument();
  });
});

describe('the tracking-number import', () => {
  const file = (text: string) => new File([text], 'tracking.csv', { type: 'text/csv' });

  it('reads the file, confirms, ships it and lists each failed line by its number in the file, in Thai too', async () => {
    const sent: string[] = [];
    mockAdminApi({
      ...signInAs(operatorOf('staff')),
      'GET /shipments': () => page([shipmentOf(7, 'packed')]),
      'POST /shipments/tracking-import': (body) => {
        sent.push((body as { csv: string }).csv);
        return ok({
          results: [
            { line: 1, redemption_id: 7, ok: true, code: null },
            { line: 2, redemption_id: 8, ok: false, code: 'SHIPMENT_STEP_CHANGED' },
          ],
        });
      },
    });
    renderAdmin('/admin/shipments');
    const user = userEvent.setup();
    await act(() => setLanguage('th'));
    await user.upload(
      await screen.findByTestId('tracking-file'),
      file('redemption_id,carrier,tracking_no\n7,Kerry,KE1\n\n8,Flash,FL2\n'),
    );
    await user.click(await screen.findByRole('button', { name: 'จัดส่ง 2 บรรทัด' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'จัดส่ง 2 บรรทัด' }));
    const summary = await screen.findByTestId('bulk-summary');
    expect(summary).toHaveTextContent('สำเร็จ 1 จาก 2 รายการ');
    expect(within(summary).getByTestId('bulk-failures')).toHaveTextContent(
      'บรรทัดที่ 4: ยังไม่ได้แพ็ก: จัดส่งจากไฟล์ได้เฉพาะรายการที่แพ็กแล้ว',
    );
    expect(sent).toEqual(['7,Kerry,KE1\n8,Flash,FL2']);
  });

  it('refuses a file over the size limit before sending anything', async () => {
    const fetchMock = mockAdminApi({ ...signInAs(operatorOf('staff')), 'GET /shipments': () => page([]) });
    renderAdmin('/admin/shipments');
    await userEvent.upload(
      await screen.findByTestId('tracking-file'),
      file('x'.repeat(MAX_TRACKING_CSV_CHARACTERS + 1)),
    );
    await waitFor(() => expect(screen.getByTestId('tracking-too-large')).toHaveTextContent('The file is too large.'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('tracking-import'))).toBe(false),
    );
  });

  it('counts a piece refused whole as failed rows and still reports', async () => {
    mockAdminApi({
      ...signInAs(operatorOf('staff')),
      'GET /shipments': () => page([]),
      'POST /shipments/tracking-import': () => refused(403, 'FORBIDDEN'),
    });
    renderAdmin('/admin/shipments');
    const user = userEvent.setup();
    await user.upload(await screen.findByTestId('tracking-file'), file('7,Kerry,KE1\n'));
    await user.click(await screen.findByRole('button', { name: 'Ship 1 line' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Ship 1 line' }));
    const summary = await screen.findByTestId('bulk-summary');
    expect(summary).toHaveTextContent('0 of 1 done.');
    expect(summary).toHaveTextContent('Line 1:');
  });
});
