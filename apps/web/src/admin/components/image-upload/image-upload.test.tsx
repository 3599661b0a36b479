import { defineImageUploadCall, type ImageDescriptor } from '@loyalty/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces, setLanguage } from '@/lib/i18n';
import { startAdminSession } from '../../lib/admin-session';
import { refused } from '../../test/render-admin';
import { ImageUpload } from './image-upload';

const uploadThingImage = defineImageUploadCall({
  name: 'UploadThingImage',
  path: '/things/{id}/image',
  summary: 'Test-only image upload',
});

const stored: ImageDescriptor = {
  url: '/uploads/media/abc-1024.webp',
  srcset: '/uploads/media/abc-320.webp 320w, /uploads/media/abc-640.webp 640w, /uploads/media/abc-1024.webp 1024w',
  width: 1024,
  height: 768,
};

/** XMLHttpRequest at the network edge, driven by the test: progress, an answer, or the operator's cancel. */
class FakeRequest extends EventTarget {
  static last: FakeRequest | null = null;
  status = 0;
  responseText = '';
  readonly upload = new EventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  isAborted = false;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeRequest.last = this;
  }
  abort() {
    this.isAborted = true;
    this.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    act(() => {
      this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
    });
  }
  answer(status: number, body: unknown) {
    act(() => {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.dispatchEvent(new Event('load'));
    });
  }
}

function sentRequest(): FakeRequest {
  if (!FakeRequest.last) throw new Error('Nothing was sent');
  return FakeRequest.last;
}

const photo = (type = 'image/jpeg', bytes = 2048) => new File([new Uint8Array(bytes)], 'photo.jpg', { type });

async function renderUpload(onUploaded = vi.fn()) {
  await loadNamespaces(['admin', 'errors']);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ImageUpload
        call={uploadThingImage}
        id={7}
        label="Thing picture"
        currentUrl="/media/things/seven.svg"
        onUploaded={onUploaded}
      />
    </QueryClientProvider>,
  );
  return onUploaded;
}

beforeEach(async () => {
  await setLanguage('en');
  FakeRequest.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:chosen');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  startAdminSession('operator-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the image upload field', () => {
  it('previews the chosen file, sends it with true progress, then shows the stored image', async () => {
    const onUploaded = await renderUpload();
    expect(screen.getByTestId('image-upload-current')).toHaveAttribute('src', '/media/things/seven.svg');
    await userEvent.upload(screen.getByLabelText('Choose an image'), photo());
    expect(screen.getByTestId('image-upload-preview')).toHaveAttribute('src', 'blob:chosen');
    expect(screen.getByTestId('image-upload-input-name')).toHaveTextContent('photo.jpg');
    await userEvent.click(screen.getByTestId('image-upload-send'));

    const request = sentRequest();
    expect([request.method, request.url]).toEqual(['POST', '/api/admin/v1/things/7/image']);
    expect(request.headers.Authorization).toBe('Bearer operator-token');
    expect(request.body?.get('file')).toMatchObject({ size: 2048, type: 'image/jpeg' });
    request.progress(1, 4);
    expect(screen.getByTestId('image-upload-progress')).toHaveAttribute('value', '0.25');
    expect(screen.getByText('Uploading… 25%')).toBeInTheDocument();
    request.progress(3, 4);
    expect(screen.getByText('Uploading… 75%')).toBeInTheDocument();

    request.answer(200, { status: 'success', data: stored });
    expect(await screen.findByTestId('image-upload-done')).toHaveTextContent('Image uploaded (1024 × 768 px).');
    const shown = screen.getByTestId('image-upload-current');
    expect(shown).toHaveAttribute('src', stored.url);
    expect(shown).toHaveAttribute('srcset', stored.srcset);
    expect(onUploaded).toHaveBeenCalledWith(stored);
  });

  it('cancels an upload on the way, leaving the image as it was', async () => {
    const onUploaded = await renderUpload();
    await userEvent.upload(screen.getByLabelText('Choose an image'), photo());
    await userEvent.click(screen.getByTestId('image-upload-send'));
    sentRequest().progress(1, 10);
    await userEvent.click(screen.getByTestId('image-upload-cancel'));
    expect(sentRequest().isAborted).toBe(true);
    expect(await screen.findByTestId('image-upload-cancelled')).toHaveTextContent('Upload cancelled.');
    expect(screen.queryByTestId('image-upload-progress')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The chosen file stays, to send again.
    expect(screen.getByTestId('image-upload-send')).toBeEnabled();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('refuses a file that is not a JPEG, PNG or WebP, or too large, before sending it', async () => {
    await renderUpload();
    await userEvent.upload(screen.getByLabelText('Choose an image'), photo('image/svg+xml'), { applyAccept: false });
    expect(screen.getByTestId('image-upload-problem')).toHaveTextContent('Choose a JPEG, PNG or WebP picture');
    expect(screen.queryByTestId('image-upload-send')).not.toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Choose an image'), photo('image/png', 10 * 1024 * 1024 + 1));
    expect(screen.getByTestId('image-upload-problem')).toHaveTextContent('larger than 10 MB');
    expect(FakeRequest.last).toBeNull();
  });

  it('words the server’s refusal in the console’s language: the file field’s message, or the code’s', async () => {
    await setLanguage('th');
    await renderUpload();
    await userEvent.upload(screen.getByLabelText('เลือกรูปภาพ'), photo());
    await userEvent.click(screen.getByTestId('image-upload-send'));
    const refusal = refused(400, 'VALIDATION_FAILED', [
      { field: 'file', message: 'Choose a JPEG, PNG or WebP picture', message_th: 'กรุณาเลือกรูปภาพ JPEG' },
    ]);
    sentRequest().answer(refusal.status, refusal.body);
    expect(await screen.findByTestId('image-upload-error')).toHaveTextContent('อัปโหลดรูปภาพไม่สำเร็จ กรุณาเลือกรูปภาพ JPEG');

    await act(() => setLanguage('en'));
    await userEvent.click(screen.getByTestId('image-upload-send'));
    const tooLarge = refused(413, 'FILE_TOO_LARGE');
    sentRequest().answer(tooLarge.status, tooLarge.body);
    await waitFor(() =>
      expect(screen.getByTestId('image-upload-error')).toHaveTextContent(
        'The image was not uploaded. The file is too large.',
      ),
    );
  });
});
