import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, refused, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';

const updateBodies = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith('/Notification/UpdatePreferences'))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

/** Holds UpdatePreferences' answer until the test lets it through, so the saving state can be seen. */
function holdUpdates() {
  const answered = globalThis.fetch;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).endsWith('/Notification/UpdatePreferences')) await held;
    return answered(input, init);
  });
  return release;
}

const preferencesCard = async () =>
  within(await screen.findByRole('region', { name: 'Notifications' }, { timeout: 5000 }));

// The first render would otherwise also pay for transforming the screens' modules, and time out.
beforeAll(async () => {
  await import('@/app/routes/profile');
});
beforeEach(() => {
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
});

describe('the notification settings on the profile (DESIGN §15)', () => {
  it('shows LINE messages and e-mail as the server holds them, and that the inbox is always on', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Notification/GetPreferences': () => ok({ line: true, email: false }),
    });
    renderApp('/profile');
    const card = await preferencesCard();
    expect(card.getByRole('switch', { name: 'LINE messages' })).toBeChecked();
    expect(card.getByRole('switch', { name: 'E-mail' })).not.toBeChecked();
    expect(card.getByText('Your in-app notifications are always on, so nothing is missed.')).toBeInTheDocument();
  });

  it('saves a switch with both channels, held still while saving, and confirms it', async () => {
    const fetchMock = mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Notification/GetPreferences': () => ok({ line: true, email: true }),
      'Notification/UpdatePreferences': (body) => ok({ line: body.Line, email: body.Email }),
    });
    const release = holdUpdates();
    renderApp('/profile');
    const card = await preferencesCard();
    await userEvent.setup().click(card.getByRole('switch', { name: 'LINE messages' }));

    const line = card.getByRole('switch', { name: 'LINE messages' });
    expect(line).not.toBeChecked();
    expect(line).toBeDisabled();
    expect(card.getByRole('switch', { name: 'E-mail' })).toBeDisabled();
    release();

    expect(await card.findByRole('status')).toHaveTextContent('Your notification settings are saved.');
    expect(updateBodies(fetchMock)).toEqual([{ Line: false, Email: true }]);
    expect(line).toBeEnabled();
    expect(line).not.toBeChecked();
    expect(card.getByRole('switch', { name: 'E-mail' })).toBeChecked();
  });

  it('says when saving failed, and puts the switch back to what the server holds', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Notification/GetPreferences': () => ok({ line: false, email: true }),
      'Notification/UpdatePreferences': () => refused(503, 'SERVICE_UNAVAILABLE'),
    });
    renderApp('/profile');
    const card = await preferencesCard();
    await userEvent.setup().click(card.getByRole('switch', { name: 'E-mail' }));

    const alert = await card.findByRole('alert');
    expect(alert).toHaveTextContent('Your notification settings could not be saved.');
    expect(alert).toHaveTextContent('The service is temporarily unavailable.');
    await waitFor(() => expect(card.getByRole('switch', { name: 'E-mail' })).toBeChecked());
  });

  it('names the switches in Thai', async () => {
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Notification/GetPreferences': () => ok({ line: true, email: true }),
    });
    await act(() => setLanguage('th'));
    renderApp('/profile');
    const card = within(await screen.findByRole('region', { name: 'การแจ้งเตือน' }, { timeout: 5000 }));
    expect(card.getByRole('switch', { name: 'ข้อความทาง LINE' })).toBeChecked();
    expect(card.getByRole('switch', { name: 'อีเมล' })).toBeChecked();
  });
});
