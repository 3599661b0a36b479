import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCustomer } from '@/test/customer';
import { mockApi, ok, renderApp } from '@/test/render-app';
import { tokenWithScope } from '@/test/tokens';

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
}

/** Stands in for the browser's XMLHttpRequest at the network edge: reports progress, then answers. */
function mockUpload(answer: { status: number; body: unknown }) {
  const sent: Sent[] = [];
  class FakeRequest extends EventTarget {
    status = 0;
    responseText = '';
    readonly upload = new EventTarget();
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: FormData) {
      sent.push({ method: this.method, url: this.url, headers: this.headers, body });
      queueMicrotask(() => {
        this.upload.dispatchEvent(
          Object.assign(new Event('progress'), { lengthComputable: true, loaded: 1, total: 2 }),
        );
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.dispatchEvent(new Event('load'));
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return sent;
}

const picture = (type: string, size: number) => new File([new Uint8Array(size)], 'me.png', { type });

beforeEach(() => {
  window.sessionStorage.setItem('token', tokenWithScope('bcrm-member'));
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => vi.unstubAllGlobals());

function mockProfile() {
  let pictureUrl: string | null = null;
  mockApi({
    'Customer/GetCustomerInfo': () => ok({ ...demoCustomer, picture_url: pictureUrl }),
    'Customer/GetCustomerDataList': () => ok([]),
  });
  return { setPicture: (url: string) => (pictureUrl = url) };
}

describe('profile picture on edit-profile', () => {
  it('previews the chosen picture, uploads it as multipart with progress, then shows the new one', async () => {
    const profile = mockProfile();
    const sent = mockUpload({ status: 200, body: { status: 'success', data: { picture_url: '/uploads/p1.png' } } });
    const user = userEvent.setup();
    renderApp('/edit-profile');
    await user.upload(await screen.findByTestId('picture-input'), picture('image/png', 2048));
    expect(screen.getByTestId('picture-preview')).toHaveAttribute('src', 'blob:preview');

    profile.setPicture('/uploads/p1.png');
    await user.click(screen.getByTestId('picture-save'));
    expect(await screen.findByTestId('picture-saved')).toHaveTextContent('Your new picture is saved.');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('PUT');
    expect(sent[0]?.url).toBe('/api/v1/Customer/UpdateProfilePicture');
    expect(sent[0]?.headers.Authorization).toMatch(/^Bearer /);
    expect(sent[0]?.body.get('Picture')).toBeInstanceOf(File);
    await waitFor(() =>
      expect(screen.getAllByTestId('member-avatar').some((img) => img.getAttribute('src') === '/uploads/p1.png')).toBe(
        true,
      ),
    );
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('refuses a wrong type or a too large file before any upload', async () => {
    mockProfile();
    const sent = mockUpload({ status: 200, body: { status: 'success', data: { picture_url: 'x' } } });
    renderApp('/edit-profile');
    const input = await screen.findByTestId('picture-input');
    fireEvent.change(input, { target: { files: [picture('image/gif', 10)] } });
    expect(await screen.findByTestId('picture-problem')).toHaveTextContent(
      'Please choose a JPEG, PNG or WebP picture.',
    );
    fireEvent.change(input, { target: { files: [picture('image/jpeg', 5 * 1024 * 1024 + 1)] } });
    expect(await screen.findByTestId('picture-problem')).toHaveTextContent('larger than 5 MB');
    expect(screen.queryByTestId('picture-save')).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('keeps the preview and shows the server’s refusal so the member can try again', async () => {
    mockProfile();
    mockUpload({
      status: 415,
      body: { status: 'error', http_status: 415, code: 'UNSUPPORTED_FILE', message: 'x', message_th: 'x' },
    });
    const user = userEvent.setup();
    renderApp('/edit-profile');
    await user.upload(await screen.findByTestId('picture-input'), picture('image/png', 100));
    await user.click(screen.getByTestId('picture-save'));
    await waitFor(() =>
      expect(screen.getByTestId('picture-error')).toHaveTextContent('This file type is not supported.'),
    );
    expect(screen.getByTestId('picture-preview')).toBeInTheDocument();
    expect(screen.getByTestId('picture-save')).toBeEnabled();
  });
});
