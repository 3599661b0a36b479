import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';

const preview = {
  code: 'SUMMER-25',
  points: 25,
  title: 'Summer poster',
  description: '',
  valid_until: '2027-06-30T16:59:59.000Z',
};

function mockCodes() {
  const checked: unknown[] = [];
  mockApi({
    'Customer/GetCustomerInfo': () => ok(demoCustomer),
    'Code/CheckCode': (body) => {
      checked.push(body);
      return ok(preview);
    },
    'Code/ScanCode': () =>
      ok({ ...preview, entry_id: 3, point_balance: 12_025, expires_at: '2028-12-31T16:59:59.000Z' }),
  });
  return checked;
}

/** jsdom has no camera API; each test gives `navigator.mediaDevices` the one it needs. */
function setMediaDevices(value: unknown) {
  Object.defineProperty(navigator, 'mediaDevices', { value, configurable: true });
}

/** A camera that opens and shows frames; `stop` is how the test sees it switched off. */
function mockCamera() {
  const stop = vi.fn();
  const getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop }] }) as unknown as MediaStream);
  setMediaDevices({ getUserMedia });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  return { stop, getUserMedia };
}

/** The browser's BarcodeDetector, reading the given value from the first frame. */
function mockDetector(rawValue: string) {
  class FakeDetector {
    static getSupportedFormats = async () => ['qr_code'];
    detect = async () => [{ rawValue }];
  }
  vi.stubGlobal('BarcodeDetector', FakeDetector);
}

beforeAll(async () => {
  // The route and camera chunks are lazy in the app; loading them once here keeps the first test's timing
  // like the rest.
  await Promise.all([import('@/app/routes/collect'), import('./camera-scanner')]);
});

beforeEach(() => {
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('scancode', () => {
  it('reads a link with a code from the camera, previews it, collects it and turns the camera off', async () => {
    const checked = mockCodes();
    const camera = mockCamera();
    mockDetector('https://rewards.example.com/scancode?code=summer-25');
    const user = userEvent.setup();
    renderApp('/scancode');

    expect(await screen.findByTestId('code-preview-title')).toHaveTextContent('Summer poster');
    expect(checked).toEqual([{ Code: 'SUMMER-25' }]);
    expect(camera.getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
    expect(camera.stop).toHaveBeenCalled();
    await user.click(screen.getByTestId('code-collect'));
    expect(await screen.findByTestId('code-collected')).toHaveTextContent('You collected 25 points!');
  });

  it('says so when a QR holds no code, and offers to scan again', async () => {
    const checked = mockCodes();
    mockCamera();
    mockDetector('https://example.com/menu');
    renderApp('/scancode');
    expect(await screen.findByTestId('scan-no-code')).toHaveTextContent('does not hold a code');
    expect(screen.getByTestId('camera-again')).toBeInTheDocument();
    expect(checked).toEqual([]);
  });

  it('explains a refused camera and still takes a typed code', async () => {
    const checked = mockCodes();
    const getUserMedia = vi.fn(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    setMediaDevices({ getUserMedia });
    mockDetector('unused');
    const user = userEvent.setup();
    renderApp('/scancode');

    expect(await screen.findByTestId('camera-problem')).toHaveTextContent('The camera is not allowed.');
    await user.type(screen.getByTestId('manual-form-input'), 'summer-25');
    await user.click(screen.getByTestId('manual-form-check'));
    expect(await screen.findByTestId('code-preview')).toBeInTheDocument();
    expect(checked).toEqual([{ Code: 'SUMMER-25' }]);
  });

  it('explains a device without a camera', async () => {
    mockCodes();
    setMediaDevices(undefined);
    renderApp('/scancode');
    expect(await screen.findByTestId('camera-problem')).toHaveTextContent('No camera is available.');
    expect(screen.getByTestId('manual-form-input')).toBeInTheDocument();
  });

  it('turns the camera off when the member leaves the screen', async () => {
    mockCodes();
    const camera = mockCamera();
    // A detector that never finds a code keeps the camera running until the screen goes.
    class EmptyDetector {
      static getSupportedFormats = async () => ['qr_code'];
      detect = async () => [];
    }
    vi.stubGlobal('BarcodeDetector', EmptyDetector);
    const { router } = renderApp('/scancode');
    expect(await screen.findByText('Point the camera at the QR code.')).toBeInTheDocument();
    expect(camera.stop).not.toHaveBeenCalled();
    await act(() => router.navigate('/promo-code'));
    await waitFor(() => expect(camera.stop).toHaveBeenCalled());
  });
});
