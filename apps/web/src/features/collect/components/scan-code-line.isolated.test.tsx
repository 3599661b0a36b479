import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';

/** Inside LINE with scanCodeV2 available: LINE's scanner answers what the member pointed it at. */
const scan = vi.hoisted(() => vi.fn(async (): Promise<string | null> => 'welcome100'));
vi.mock('../lib/line-scan', () => ({ lineScanner: async () => scan }));

beforeAll(async () => {
  // The route chunk is lazy in the app; loading it once here keeps the first test's timing like the rest.
  await import('@/app/routes/collect');
});

beforeEach(() => {
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
});

describe('scancode inside LINE', () => {
  it('scans with LINE instead of the camera, then previews the code', async () => {
    const checked: unknown[] = [];
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Code/CheckCode': (body) => {
        checked.push(body);
        return ok({
          code: 'WELCOME100',
          points: 100,
          title: 'Welcome',
          description: '',
          valid_until: '2027-12-31T16:59:59.000Z',
        });
      },
    });
    const user = userEvent.setup();
    renderApp('/scancode');
    await user.click(await screen.findByTestId('scan-line'));
    expect(await screen.findByTestId('code-preview')).toBeInTheDocument();
    expect(checked).toEqual([{ Code: 'WELCOME100' }]);
    expect(screen.queryByTestId('camera-video')).not.toBeInTheDocument();
  });

  it('stays on the scanner when the member closes LINE’s scanner without a reading', async () => {
    scan.mockResolvedValueOnce(null);
    mockApi({ 'Customer/GetCustomerInfo': () => ok(demoCustomer) });
    const user = userEvent.setup();
    renderApp('/scancode');
    await user.click(await screen.findByTestId('scan-line'));
    expect(screen.getByTestId('scan-line')).toBeEnabled();
    expect(screen.queryByTestId('code-preview')).not.toBeInTheDocument();
    expect(screen.queryByTestId('scan-no-code')).not.toBeInTheDocument();
  });
});
