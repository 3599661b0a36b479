import { ERRORS } from '@loyalty/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockAdminApi, ok, refused, renderAdmin } from '../../../test/render-admin';

describe('accepting an invitation', () => {
  it('sets the password typed twice the same from the link’s token, then leads to sign-in', async () => {
    const sent: unknown[] = [];
    mockAdminApi({
      'POST /auth/accept-invite': (body) => {
        sent.push(body);
        return ok({ email: 'new@example.com' });
      },
    });
    const { router } = renderAdmin('/admin/accept-invite?token=abc123');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'Welcome123');
    await user.type(screen.getByLabelText('Type it again'), 'Welcome124');
    await user.click(screen.getByTestId('invite-submit'));
    expect(await screen.findByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(screen.getByLabelText('Type it again'));
    await user.type(screen.getByLabelText('Type it again'), 'Welcome123');
    await user.click(screen.getByTestId('invite-submit'));
    expect(await screen.findByTestId('invite-accepted')).toHaveTextContent('Sign in with new@example.com');
    expect(sent).toEqual([{ token: 'abc123', password: 'Welcome123' }]);
    await user.click(screen.getByRole('link', { name: 'Go to sign-in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/sign-in'));
  });

  it('says a used or expired link needs a new one, and a link without its token is incomplete', async () => {
    mockAdminApi({ 'POST /auth/accept-invite': () => refused(400, 'INVITE_INVALID') });
    const { unmount } = renderAdmin('/admin/accept-invite?token=used');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'Welcome123');
    await user.type(screen.getByLabelText('Type it again'), 'Welcome123');
    await user.click(screen.getByTestId('invite-submit'));
    expect(await screen.findByTestId('invite-notice')).toHaveTextContent(ERRORS.INVITE_INVALID.en);
    unmount();

    renderAdmin('/admin/accept-invite');
    expect(await screen.findByTestId('invite-missing')).toHaveTextContent('This link is incomplete.');
  });
});
