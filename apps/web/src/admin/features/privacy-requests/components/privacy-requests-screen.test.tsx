import type { AdminPrivacyRequest } from '@loyalty/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { mockAdminApi, ok, operatorOf, page, refused, renderAdmin, signInAs } from '../../../test/render-admin';

afterEach(() => act(() => setLanguage('en')));

const DAY = 86_400_000;

function requestOf(overrides: Partial<AdminPrivacyRequest> = {}): AdminPrivacyRequest {
  return {
    id: '6f1c2a8e-4b1d-4c3e-9a57-0d2b3c4e5f60',
    member_id: 'CR10000042',
    member_name: 'Kanya Srisuk',
    kind: 'deletion',
    status: 'pending',
    created_at: new Date(Date.now() - 3 * DAY).toISOString(),
    due_at: new Date(Date.now() + 27 * DAY).toISOString(),
    erase_after: new Date(Date.now() + 27 * DAY).toISOString(),
    completed_at: null,
    processed_by_name: null,
    error: null,
    ...overrides,
  };
}

describe('the privacy request queue', () => {
  it('shows each request with its member, due date and progress, marking the overdue ones, in both languages', async () => {
    mockAdminApi({
      ...signInAs(operatorOf('staff')),
      'GET /privacy-requests': (_, url) =>
        url.searchParams.get('kind') === 'export'
          ? page([])
          : page([
              requestOf({
                id: '0b6a3f55-0f2e-4d52-8e1a-4a0d7b8c9d01',
                kind: 'export',
                due_at: new Date(Date.now() - DAY).toISOString(),
                erase_after: null,
                error: 'storage unavailable',
              }),
              requestOf(),
            ]),
    });
    const { router } = renderAdmin('/admin/privacy-requests');
    const table = await screen.findByRole('table', { name: 'Privacy requests' });
    await within(table).findAllByText(/CR10000042/);
    const [, late, deletion] = within(table).getAllByRole('row');
    expect(late).toHaveTextContent('Copy of data');
    expect(late).toHaveTextContent('overdue');
    expect(late).toHaveTextContent('Failing, retrying: storage unavailable');
    expect(deletion).toHaveTextContent('Erasure');
    expect(deletion).toHaveTextContent('Waiting');
    expect(deletion).toHaveTextContent('Erased on');
    expect(within(deletion as HTMLElement).getByRole('link', { name: /CR10000042 · Kanya Srisuk/ })).toHaveAttribute(
      'href',
      '/admin/members/CR10000042',
    );
    // Staff follow the queue; only admins carry a request out.
    expect(screen.queryByTestId('privacy-request-process')).not.toBeInTheDocument();

    await act(() => setLanguage('th'));
    expect(await within(table).findByText('ขอลบข้อมูล')).toBeInTheDocument();
    expect(within(table).getAllByTestId('privacy-request-status')[1]).toHaveTextContent('รอดำเนินการ');
    await act(() => setLanguage('en'));

    await userEvent.selectOptions(screen.getByLabelText('Request'), 'export');
    await waitFor(() => expect(router.state.location.search).toBe('?kind=export'));
    expect(await screen.findByTestId('table-empty')).toHaveTextContent('Nothing matches');
  });

  it('lets an admin erase now only after a confirmation that says it cannot be undone, then says what was done', async () => {
    let processed = 0;
    const calls = mockAdminApi({
      ...signInAs(operatorOf('admin')),
      'GET /privacy-requests': () =>
        page([
          processed
            ? requestOf({ status: 'completed', completed_at: new Date().toISOString(), processed_by_name: 'Ada Admin' })
            : requestOf(),
        ]),
      [`POST /privacy-requests/${requestOf().id}/process`]: () => {
        processed += 1;
        return ok(requestOf({ status: 'completed', completed_at: new Date().toISOString() }));
      },
    });
    renderAdmin('/admin/privacy-requests');
    await userEvent.click(await screen.findByTestId('privacy-request-process'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Erase CR10000042’s personal data now?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(processed).toBe(0);

    await userEvent.click(screen.getByTestId('privacy-request-process'));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Erase now' }));
    expect(await screen.findByTestId('write-message')).toHaveTextContent('CR10000042’s personal data is erased.');
    expect(processed).toBe(1);
    expect(await screen.findByText(/Done on .* by Ada Admin/)).toBeInTheDocument();
    expect(screen.queryByTestId('privacy-request-process')).not.toBeInTheDocument();
    expect(calls).toHaveBeenCalled();
  });

  it('says why a request could not be carried out', async () => {
    mockAdminApi({
      ...signInAs(operatorOf('admin')),
      'GET /privacy-requests': () => page([requestOf({ kind: 'export', erase_after: null })]),
      [`POST /privacy-requests/${requestOf().id}/process`]: () => refused(409, 'NOT_ACTIVE'),
    });
    renderAdmin('/admin/privacy-requests');
    await userEvent.click(await screen.findByTestId('privacy-request-process'));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Prepare the copy' }),
    );
    expect(await screen.findByTestId('privacy-request-process-error')).toHaveTextContent('not available right now');
  });
});
