import { type AdminMemberSummary, ERRORS } from '@loyalty/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SEARCH_SETTLE_MS } from '@/components/ui/search-field';
import { mockAdminApi, operatorOf, page, refused, renderAdmin, signInAs } from '../../../test/render-admin';

const memberOf = (extra: Partial<AdminMemberSummary> = {}): AdminMemberSummary => ({
  member_id: 'CR00000001',
  login_type: 1,
  email: 'malee@example.com',
  mobile_no: '0812345678',
  first_name: 'Malee',
  last_name: 'Dee',
  status: 'active',
  created_at: '2026-10-01T03:00:00.000Z',
  ...extra,
});

describe('the member search', () => {
  it('lists members, searches through the server and opens a member', async () => {
    const fetchMock = mockAdminApi({
      ...signInAs(operatorOf('staff')),
      'GET /members': (_, url) =>
        page(
          url.searchParams.get('q') === 'malee'
            ? [memberOf()]
            : [memberOf(), memberOf({ member_id: 'CR00000002', first_name: 'Somchai', status: 'blocked' })],
        ),
    });
    const { router } = renderAdmin('/admin/members');
    const table = await screen.findByRole('table', { name: 'Members' });
    expect(await within(table).findByText('Somchai')).toBeInTheDocument();
    expect(within(table).getByText('Blocked')).toBeInTheDocument();

    await userEvent.type(screen.getByTestId('table-search'), 'malee');
    await waitFor(() => expect(router.state.location.search).toBe('?q=malee'), { timeout: SEARCH_SETTLE_MS * 10 });
    await waitFor(() => expect(within(table).queryByText('Somchai')).not.toBeInTheDocument());
    const searched = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).at(-1);
    expect(searched?.searchParams.get('q')).toBe('malee');

    expect(within(table).getByRole('link', { name: 'Open member CR00000001' })).toHaveAttribute(
      'href',
      '/admin/members/CR00000001',
    );
  });

  it('says when nothing matches, and shows a failed search in the console’s words', async () => {
    mockAdminApi({
      ...signInAs(operatorOf('staff')),
      'GET /members': (_, url) => (url.searchParams.get('q') ? page([]) : refused(503, 'SERVICE_UNAVAILABLE')),
    });
    const { unmount } = renderAdmin('/admin/members?q=nobody');
    expect(await screen.findByTestId('table-empty')).toHaveTextContent('Nothing matches this search');
    unmount();
    renderAdmin('/admin/members');
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(ERRORS.SERVICE_UNAVAILABLE.en));
  });
});
