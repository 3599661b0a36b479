import type { TransferRecipient } from '@loyalty/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { type Answer, mockApi, ok, refused, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';

const info = {
  point_balance: 5_000,
  daily_cap: 10_000,
  transferred_today: 0,
  transferable: 5_000,
  recent_recipients: [],
};
const friend: TransferRecipient = {
  member_id: 'CR00000002',
  display_name: 'Malee J.',
  masked_mobile: '081-xxx-5678',
  picture_url: null,
};
const result = {
  transfer_id: 9,
  reference_no: 'TR261128-000009',
  points: 1_500,
  recipient: friend,
  point_balance: 3_500,
  transferred_today: 1_500,
  created_at: '2026-11-28T08:30:00.000Z',
};
const OTP_REF = 'c53676b1-e03b-48aa-b040-dbcd9b4acb73';

/** The 403 of a transfer above the threshold, with the code's reference and where it went (DESIGN §6). */
function codeRequired(refId = OTP_REF, otpRef = 'CDEF'): Answer {
  const answer = refused(403, 'OTP_REQUIRED');
  return {
    ...answer,
    body: {
      ...(answer.body as object),
      otp: {
        ref_id: refId,
        otp_ref: otpRef,
        recipient_masked: '08x-xxx-4369',
        expires_at: new Date(Date.now() + 300_000).toISOString(),
        resend_available_at: new Date(Date.now() - 1_000).toISOString(),
      },
    },
  };
}

beforeAll(async () => {
  await import('@/app/routes/points');
});
beforeEach(() => {
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
});
afterEach(async () => {
  await act(() => setLanguage('en'));
});

const transferBodies = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([url]) => new URL(String(url), 'http://localhost').pathname === '/api/v1/Point/TransferPoint')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

async function sendFifteenHundred(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByTestId('recipient-input'), '081-234-5678');
  await user.click(screen.getByTestId('recipient-search-submit'));
  await screen.findByTestId('recipient-card');
  await user.type(screen.getByTestId('transfer-amount'), '1500');
  await user.click(screen.getByTestId('transfer-submit'));
  await user.click(await screen.findByTestId('transfer-confirm-send'));
}

/** The transfer screen with the server's answers to TransferPoint in order, after a send of 1,500 points. */
async function sendFifteenHundredAnswered(answers: Answer<typeof result>[]) {
  const fetchMock = mockApi({
    'Point/GetTransferPointInfo': () => ok(info),
    'Point/SearchMember': () => ok(friend),
    'Point/TransferPoint': () => answers.shift() ?? ok(result),
  });
  const { router } = renderApp('/transfer');
  const user = userEvent.setup();
  await sendFifteenHundred(user);
  return { fetchMock, router, user };
}

describe('the transfer code step', () => {
  it('asks for the code the server sent, shows where and its reference, then sends with it and shows the slip', async () => {
    const answers = [codeRequired(), refused(400, 'OTP_INVALID'), ok(result)];
    const { fetchMock, router, user } = await sendFifteenHundredAnswered(answers);

    expect(await screen.findByTestId('transfer-code-sent-to')).toHaveTextContent('08x-xxx-4369');
    expect(screen.getByTestId('transfer-code-ref')).toHaveTextContent('Ref: CDEF');
    expect(screen.getByRole('group', { name: 'One-time code' })).toBeInTheDocument();
    const input = screen.getByLabelText('Digit 1 of 6');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');

    await user.click(input);
    await user.paste('111111');
    await user.click(screen.getByTestId('transfer-code-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('transfer-code-error')).toHaveTextContent('The one-time code is incorrect.'),
    );
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.paste('12 34 56');
    await user.click(screen.getByTestId('transfer-code-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/complete-transfer'));
    expect(await screen.findByTestId('complete-reference')).toHaveTextContent('TR261128-000009');

    const bodies = transferBodies(fetchMock);
    expect(bodies[0]).toEqual({ Member_Id: 'CR00000002', Points: 1_500 });
    expect(bodies[2]).toEqual({ Member_Id: 'CR00000002', Points: 1_500, Otp: '123456', Ref_Id: OTP_REF });
  });

  it('sends a new code on request and confirms with the new reference, in Thai', async () => {
    await act(() => setLanguage('th'));
    const answers = [codeRequired(), codeRequired('d1e2f3a4-0000-4000-8000-000000000000', 'KMNP'), ok(result)];
    const { fetchMock, router, user } = await sendFifteenHundredAnswered(answers);

    expect(await screen.findByTestId('transfer-code-ref')).toHaveTextContent('Ref: CDEF');
    await user.click(screen.getByTestId('transfer-code-resend'));
    await waitFor(() => expect(screen.getByTestId('transfer-code-ref')).toHaveTextContent('KMNP'));
    await user.click(screen.getByLabelText('หลักที่ 1 จาก 6'));
    await user.paste('654321');
    await user.click(screen.getByTestId('transfer-code-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/complete-transfer'));
    expect(transferBodies(fetchMock)[2]).toMatchObject({
      Otp: '654321',
      Ref_Id: 'd1e2f3a4-0000-4000-8000-000000000000',
    });
  });
});
