import type { CallInput, updateConsent } from '@loyalty/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { planErrorResponse } from '@/lib/response-handling';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, refused, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';

const document = (kind: 'policy' | 'terms', version: string) => ({
  kind,
  version,
  title_th: kind === 'policy' ? 'นโยบายความเป็นส่วนตัว' : 'ข้อกำหนดและเงื่อนไข',
  title_en: kind === 'policy' ? 'Privacy Policy' : 'Terms and Conditions',
  body_th: `ฉบับ ${version}`,
  body_en: `Version ${version} of the ${kind}`,
  published_at: '2026-11-01T00:00:00.000Z',
});

const check = (mustConsent: boolean) => ({
  must_consent: mustConsent,
  policy_version: '2.0',
  terms_version: '1.0',
  consented_policy_version: mustConsent ? '1.0' : '2.0',
  consented_terms_version: '1.0',
});

describe('re-consent (DESIGN §16)', () => {
  it('shows the consent screen before any member page, then continues to the page asked for', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    let consented = false;
    const sent: CallInput<typeof updateConsent>[] = [];
    mockApi({
      'Customer/CheckConsent': () => ok(check(!consented)),
      'Customer/GetConsent': () =>
        ok({
          policy: document('policy', '2.0'),
          terms: document('terms', '1.0'),
          member: {
            accept_consentandpolicy: true,
            accept_newsandpromotions: true,
            accept_preferenceandinterest: false,
            policy_version: consented ? '2.0' : '1.0',
            terms_version: '1.0',
            consented_at: '2026-01-01T00:00:00.000Z',
          },
        }),
      'Customer/UpdateConsent': (body) => {
        sent.push(body);
        consented = true;
        return ok({
          accept_consentandpolicy: true,
          accept_newsandpromotions: body.Accept_Newsandpromotions,
          accept_preferenceandinterest: body.Accept_Preferenceandinterest,
          policy_version: '2.0',
          terms_version: '1.0',
          consented_at: '2026-11-29T00:00:00.000Z',
        });
      },
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Notification/GetPreferences': () => ok({ line: true, email: false }),
      'Privacy/GetConsentHistory': () =>
        ok({
          items: [
            {
              purpose: 'newsandpromotions',
              policy_version: '1.0',
              terms_version: '1.0',
              given: false,
              at: '2026-03-05T03:00:00.000Z',
            },
          ],
          total: 1,
          page: 1,
          limit: 20,
          end_page: true,
        }),
    });
    const { router } = renderApp('/point-transaction');
    await waitFor(() => expect(router.state.location.pathname).toBe('/consent'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/point-transaction')}`);
    expect(await screen.findAllByTestId('legal-document')).toHaveLength(2);
    await waitFor(() => expect(screen.getByTestId('consent-news')).toBeChecked());
    expect(screen.getByTestId('consent-preference')).not.toBeChecked();
    expect(screen.getByTestId('consent-submit')).toBeDisabled();
    expect(await screen.findByTestId('consent-history-entry')).toHaveTextContent(/2569|2026/);
    // The marketing channels are withdrawn on the same page as the optional purposes.
    expect(await screen.findByRole('switch', { name: 'LINE messages' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'E-mail' })).not.toBeChecked();

    await userEvent.click(screen.getByTestId('consent-accept'));
    await userEvent.click(screen.getByTestId('consent-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/point-transaction'));
    expect(sent).toEqual([
      {
        Accept_Consentandpolicy: true,
        Accept_Newsandpromotions: true,
        Accept_Preferenceandinterest: false,
        Policy_Version: '2.0',
        Terms_Version: '1.0',
      },
    ]);
  });

  it('opens the page asked for when the consent check itself fails, leaving the refusal to the server', async () => {
    window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
    mockApi({
      'Customer/CheckConsent': () => refused(503, 'SERVICE_UNAVAILABLE'),
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
    });
    const { router } = renderApp('/profile');
    expect((await screen.findAllByText(/Somchai/)).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('sends a member whose call answers CONSENT_REQUIRED to the consent screen', () => {
    const refusal = {
      status: 'error' as const,
      http_status: 403,
      code: 'CONSENT_REQUIRED' as const,
      message: 'changed',
      message_th: 'เปลี่ยน',
    };
    expect(planErrorResponse(refusal, { token: tokenWithScope('bcrm-member'), isPublicCall: false })).toEqual({
      clearStorage: false,
      sessionFlags: [],
      destination: { route: 'consent' },
    });
  });
});
