import { FIELD_MESSAGES } from '@loyalty/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { mockApi, ok, refusedField, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';

const info = {
  point_balance: 12_000,
  daily_cap: 10_000,
  transferred_today: 9_500,
  transferable: 500,
  recent_recipients: [],
};

// The first render would otherwise also pay for transforming the screens' modules, and time out.
beforeAll(async () => {
  await import('@/app/routes/points');
});
beforeEach(() => {
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
});

describe('the recipient search', () => {
  it('shows the server’s error of the member id under the field, in English and in Thai', async () => {
    let sent: unknown = null;
    mockApi({
      'Point/GetTransferPointInfo': () => ok(info),
      'Point/SearchMember': (body) => {
        sent = body;
        return refusedField('Member_Id', 'memberId');
      },
    });
    renderApp('/transfer');
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('recipient-input'), 'cr00000002');
    await user.click(screen.getByTestId('recipient-search-submit'));

    const recipient = screen.getByTestId('recipient-input');
    const describedBy = (text: string) => expect.stringContaining(text);
    await waitFor(() => expect(recipient).toHaveAccessibleDescription(describedBy(FIELD_MESSAGES.memberId.en)));
    expect(sent).toEqual({ Member_Id: 'CR00000002' });
    expect(screen.queryByTestId('recipient-error')).not.toBeInTheDocument();
    await act(() => setLanguage('th'));
    expect(recipient).toHaveAccessibleDescription(describedBy(FIELD_MESSAGES.memberId.th));
  });
});
