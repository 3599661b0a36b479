import { ERRORS } from '@loyalty/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { mockAdminApi, ok, operatorOf, refused, renderAdmin, signInAs } from '../../../test/render-admin';

const partners = {
  'GET /partners': () =>
    ok({
      items: [{ id: 4, name_en: 'Chaba Mart', name_th: 'ชบา มาร์ท', logo_url: '/m.svg', stores: [] }],
      page: 1,
      limit: 100,
      total: 1,
      end_page: true,
    }),
};

/** Records what the browser was asked to save. */
function watchSaves() {
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

describe('the exports page', () => {
  it('downloads each export with the operator’s token, the ledger and the till between the chosen days', async () => {
    const saved = watchSaves();
    const fetchMock = mockAdminApi({ ...signInAs(operatorOf('staff')), ...partners });
    const me = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (!url.pathname.endsWith('.csv')) return (me as NonNullable<typeof me>)(input, init);
      const name = url.pathname.split('/').at(-1) ?? '';
      return new Response('a,b\n', {
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': `attachment; filename="server-${name}"` },
      });
    });
    renderAdmin('/admin/exports');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('export-members'));
    await waitFor(() => expect(saved).toEqual(['server-members.csv']));

    const ledger = screen.getByRole('region', { name: 'Point ledger' });
    fireEvent.change(within(ledger).getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(ledger).getByLabelText('To'), { target: { value: '2026-11-30' } });
    await user.click(screen.getByTestId('export-ledger'));
    const redemptions = screen.getByRole('region', { name: 'Redemptions' });
    await within(redemptions).findByRole('option', { name: 'Chaba Mart' });
    await user.selectOptions(within(redemptions).getByLabelText('Partner'), 'Chaba Mart');
    fireEvent.change(within(redemptions).getByLabelText('From'), { target: { value: '2026-10-01' } });
    fireEvent.change(within(redemptions).getByLabelText('To'), { target: { value: '2026-10-31' } });
    await user.click(screen.getByTestId('export-redemptions'));
    const till = screen.getByRole('region', { name: 'Till transactions' });
    fireEvent.change(within(till).getByLabelText('From'), { target: { value: '2026-11-15' } });
    await user.click(screen.getByTestId('export-till'));
    await waitFor(() => expect(saved).toHaveLength(4));

    const csvCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('.csv'));
    expect(csvCalls.map(([url]) => String(url))).toEqual([
      '/api/admin/v1/exports/members.csv',
      '/api/admin/v1/exports/ledger.csv?from=2026-11-01&to=2026-11-30',
      '/api/admin/v1/exports/redemptions.csv?partner=4&from=2026-10-01&to=2026-10-31',
      '/api/admin/v1/exports/till.csv?from=2026-11-15',
    ]);
    expect(new Headers(csvCalls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer token-of-staff@example.com');
  });

  it('shows a refused export in Thai when the console reads Thai', async () => {
    await initI18n('th');
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      ...partners,
      'GET /exports/ledger.csv': () => refused(400, 'VALIDATION_FAILED'),
    });
    renderAdmin('/admin/exports');
    await userEvent.click(await screen.findByTestId('export-ledger'));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(ERRORS.VALIDATION_FAILED.th));
  });
});
