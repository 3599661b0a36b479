import { type CounterVerification, ERRORS } from '@loyalty/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { mockAdminApi, ok, operatorOf, refused, renderAdmin, signInAs } from '../../../test/render-admin';

const verified: CounterVerification = {
  member: { member_id: 5, mbk_member_id: 'MBK0000005', name: 'Somchai Jaidee', tier: 'Gold' },
  card: {
    card_id: 12,
    card_number: '4000 1234 5678 9012',
    name: 'Chaba Gold',
    level: 'Gold',
    company: 'Chaba Group',
    expires_at: '2027-06-30T16:59:59.000Z',
  },
};

describe('the counter screen', () => {
  it('takes a code at once and shows whose card it is (staff may verify)', async () => {
    const sent: unknown[] = [];
    mockAdminApi({
      ...signInAs(operatorOf('staff')),
      'POST /counter/verify': (body) => {
        sent.push(body);
        return ok(verified);
      },
    });
    renderAdmin('/admin/counter');
    const input = await screen.findByLabelText('Card code');
    await waitFor(() => expect(input).toHaveFocus());
    const user = userEvent.setup();
    await user.type(input, ' 12-4471 0923 {Enter}');
    const result = await screen.findByTestId('counter-result');
    expect(within(result).getByRole('heading', { name: 'Somchai Jaidee' })).toBeInTheDocument();
    expect(result).toHaveTextContent('MBK0000005');
    expect(result).toHaveTextContent('Chaba Gold · Gold');
    expect(result).toHaveTextContent('30 Jun 2027');
    expect(sent).toEqual([{ code: '12-4471 0923' }]);
    expect(input).toHaveFocus();
  });

  it('shows an expired or invalid code in the current language, and a new code replaces the old answer', async () => {
    mockAdminApi({
      ...signInAs(operatorOf('staff')),
      'POST /counter/verify': (body) => {
        const { code } = body as { code: string };
        if (code === 'old') return refused(409, 'CODE_EXPIRED');
        if (code === 'bad') return refused(400, 'CODE_INVALID');
        return ok(verified);
      },
    });
    renderAdmin('/admin/counter');
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Card code');
    await user.type(input, 'old{Enter}');
    expect(await screen.findByTestId('counter-refusal')).toHaveTextContent(ERRORS.CODE_EXPIRED.en);

    await act(() => setLanguage('th'));
    await user.clear(screen.getByLabelText('รหัสบัตร'));
    await user.type(screen.getByLabelText('รหัสบัตร'), 'bad{Enter}');
    await waitFor(() => expect(screen.getByTestId('counter-refusal')).toHaveTextContent(ERRORS.CODE_INVALID.th));

    await user.clear(screen.getByLabelText('รหัสบัตร'));
    await user.type(screen.getByLabelText('รหัสบัตร'), '12-00000000{Enter}');
    expect(await screen.findByTestId('counter-result')).toHaveTextContent('บัตรใช้ได้');
    expect(screen.queryByTestId('counter-refusal')).not.toBeInTheDocument();
    await act(() => setLanguage('en'));
  });

  it('sends nothing for an empty code', async () => {
    const fetchMock = mockAdminApi({ ...signInAs(operatorOf('admin')) });
    renderAdmin('/admin/counter');
    expect(await screen.findByRole('button', { name: 'Check code' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Card code'), '   {Enter}');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/admin/v1/counter/verify');
  });
});
