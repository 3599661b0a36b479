import type { AdminCode } from '@loyalty/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockAdminApi, ok, operatorOf, page, renderAdmin, signInAs } from '../../../test/render-admin';

const codeOf = (id: number, code: string): AdminCode => ({
  id,
  code,
  kind: 'promo',
  points: 100,
  title: 'Welcome',
  title_th: 'ยินดีต้อนรับ',
  max_uses: null,
  uses: 0,
  batch_id: null,
  company_id: null,
  starts_at: '2026-11-01T00:00:00.000Z',
  ends_at: '2027-11-01T00:00:00.000Z',
  disabled_at: null,
  created_at: '2026-11-01T00:00:00.000Z',
});

const codes = [codeOf(7, 'WELCOME100'), codeOf(8, 'SONGKRAN27'), codeOf(9, 'LOYKRATHONG')];

describe('codes in bulk', () => {
  it('disables the selected codes after a confirmation and names the one that failed', async () => {
    const sent: unknown[] = [];
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      'GET /codes': () => page(codes),
      'POST /codes/disable': (body) => {
        sent.push(body);
        return ok({
          results: [
            { id: 7, ok: true, code: null },
            { id: 9, ok: false, code: 'NOT_FOUND' },
          ],
        });
      },
    });
    renderAdmin('/admin/codes');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Codes' });
    await user.click(await within(table).findByRole('checkbox', { name: 'Select WELCOME100' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select LOYKRATHONG' }));
    const bar = screen.getByTestId('bulk-bar');
    expect(bar).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Disable selected' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Disable 2 codes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toHaveLength(0);
    expect(screen.getByTestId('bulk-bar')).toHaveTextContent('2 selected');

    await user.click(within(bar).getByRole('button', { name: 'Disable selected' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Disable selected' }));
    const summary = await screen.findByTestId('bulk-summary');
    expect(summary).toHaveTextContent('1 of 2 done.');
    expect(within(summary).getByTestId('bulk-failures')).toHaveTextContent('LOYKRATHONG:');
    expect(sent).toEqual([{ ids: [7, 9] }]);
  });

  it('enables a selection again', async () => {
    const sent: unknown[] = [];
    mockAdminApi({
      ...signInAs(operatorOf('content')),
      'GET /codes': () => page(codes),
      'POST /codes/enable': (body) => {
        sent.push(body);
        return ok({ results: [{ id: 8, ok: true, code: null }] });
      },
    });
    renderAdmin('/admin/codes');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select SONGKRAN27' }));
    await user.click(screen.getByRole('button', { name: 'Enable selected' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Enable selected' }));
    expect(await screen.findByTestId('bulk-summary')).toHaveTextContent('1 of 1 done.');
    expect(sent).toEqual([{ ids: [8] }]);
  });

  it('offers no selection to staff, who may not change codes', async () => {
    mockAdminApi({ ...signInAs(operatorOf('staff')), 'GET /codes': () => page(codes) });
    renderAdmin('/admin/codes');
    await screen.findByText('WELCOME100');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('selects every matching code across pages, read a hundred at a time, and disables them in pieces', async () => {
    const many = Array.from({ length: 250 }, (_, index) => codeOf(100 + index, `BULK${index}`));
    const pagesRead: string[] = [];
    const sent: number[][] = [];
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      'GET /codes': (_body, url) => {
        const pageNo = Number(url.searchParams.get('page') ?? 1);
        const limit = Number(url.searchParams.get('limit') ?? 20);
        pagesRead.push(`${pageNo}/${limit}/${url.searchParams.get('q') ?? ''}`);
        const items = many.slice((pageNo - 1) * limit, pageNo * limit);
        return ok({ items, page: pageNo, limit, total: many.length, end_page: pageNo * limit >= many.length });
      },
      'POST /codes/disable': (body) => {
        const { ids } = body as { ids: number[] };
        sent.push(ids);
        return ok({ results: ids.map((id) => ({ id, ok: true, code: null })) });
      },
    });
    renderAdmin('/admin/codes?q=BULK');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Codes' });
    await within(table).findByText('BULK0');
    expect(screen.queryByTestId('select-matching-notice')).not.toBeInTheDocument();
    await user.click(within(table).getByRole('checkbox', { name: 'Select every row on this page' }));
    const notice = screen.getByTestId('select-matching-notice');
    expect(notice).toHaveTextContent('All 20 rows on this page are selected.');
    await user.click(within(notice).getByRole('button', { name: 'Select all 250 matching rows' }));
    expect(await screen.findByText('All 250 matching rows are selected.')).toBeInTheDocument();
    expect(screen.getByTestId('bulk-bar')).toHaveTextContent('250 selected');
    // Read in the list's own search, a hundred a page.
    expect(pagesRead.slice(-3)).toEqual(['1/100/BULK', '2/100/BULK', '3/100/BULK']);

    await user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Disable selected' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Disable selected' }));
    expect(await screen.findByTestId('bulk-summary')).toHaveTextContent('250 of 250 done.');
    expect(sent.map((ids) => ids.length)).toEqual([100, 100, 50]);
    expect(new Set(sent.flat()).size).toBe(250);
  });
});
