import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';

// jsdom draws no canvas: the slip's pixels are the browser's; what is tested is where the image goes.
vi.mock('../lib/slip-image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/slip-image')>()),
  drawSlip: vi.fn(async () => new Blob(['png'], { type: 'image/png' })),
}));

const transfer = {
  transfer_id: 7,
  reference_no: 'TR261122-000007',
  points: 1_500,
  recipient: { member_id: 'CR00000002', display_name: 'Malee J.', masked_mobile: '081-xxx-5678', picture_url: null },
  point_balance: 10_500,
  transferred_today: 1_500,
  created_at: '2026-11-21T18:30:00.000Z',
};

beforeAll(async () => {
  await import('@/app/routes/points');
});
beforeEach(() => {
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function openSlip() {
  const { router } = renderApp('/home');
  await act(() => router.navigate('/complete-transfer', { state: { transfer } }));
  return screen.findByTestId('complete-transfer');
}

describe('the transfer slip', () => {
  it('shows the reference number, the amount, the masked recipient and the time', async () => {
    await openSlip();
    expect(screen.getByTestId('complete-reference')).toHaveTextContent('TR261122-000007');
    expect(screen.getByTestId('complete-recipient')).toHaveTextContent('Malee J. · 081-xxx-5678');
    expect(screen.getByTestId('complete-points')).toHaveTextContent('1,500 points');
  });

  it('downloads the slip image named after the reference where files cannot be shared', async () => {
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:slip');
    await openSlip();
    await userEvent.setup().click(screen.getByTestId('slip-share'));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('TR261122-000007.png');
    expect(screen.queryByTestId('slip-error')).not.toBeInTheDocument();
  }, 15_000);
});
