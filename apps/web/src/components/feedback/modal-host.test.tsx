import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces, setLanguage } from '@/lib/i18n';
import { showErrorModal } from './error-modal';
import { ModalHost } from './modal-host';
import { type ModalContentProps, modalHost, openModal, registerModalType, useModalStore } from './modal-store';

registerModalType('note', async () => ({ close, titleId }) => (
  <div>
    <h2 id={titleId}>Note</h2>
    <button type="button" onClick={close}>
      Done
    </button>
  </div>
));

/** Content whose code arrives only when the test says so, as a slow network would deliver it. */
let deliverSlowNote: () => void = () => undefined;
registerModalType(
  'slow-note',
  () =>
    new Promise<ComponentType<ModalContentProps<object>>>((resolve) => {
      deliverSlowNote = () => resolve(({ titleId }) => <h2 id={titleId}>Slow note</h2>);
    }),
);

const advance = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));
/** Lets the lazily loaded dialog content resolve under fake timers. */
const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the modal system (SPEC §4)', () => {
  it('defaults to persistent, with a backdrop, at the bottom', () => {
    openModal({ type: 'note' });
    expect(useModalStore.getState().modals[0]).toMatchObject({ persistent: true, backdrop: true, position: 'bottom' });
  });

  it('starts fetching a dialog’s code and its host’s as it opens, once, before any host renders it', async () => {
    const load = vi.fn(() => new Promise<ComponentType<ModalContentProps<object>>>(() => undefined));
    registerModalType('preloaded-note', load);
    expect(load).not.toHaveBeenCalled();
    act(() => {
      openModal({ type: 'preloaded-note' });
      openModal({ type: 'preloaded-note' });
    });
    expect(load).toHaveBeenCalledTimes(1);
    await expect(modalHost.preload()).resolves.toBe(ModalHost);
  });

  it('opens after a 300 ms delay', async () => {
    render(<ModalHost />);
    act(() => {
      openModal({ type: 'note' });
    });
    await advance(299);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1);
    await settle();
    expect(screen.getByRole('dialog', { name: 'Note' })).toBeInTheDocument();
  });

  it('shows neither backdrop nor an empty panel until the content’s code has arrived, so it appears whole', async () => {
    render(<ModalHost />);
    act(() => {
      openModal({ type: 'slow-note' });
    });
    await advance(300);
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('modal-backdrop')).not.toBeInTheDocument();
    await act(async () => deliverSlowNote());
    await settle();
    expect(screen.getByRole('dialog', { name: 'Slow note' })).toBeInTheDocument();
    expect(screen.getByTestId('modal-backdrop')).toBeInTheDocument();
  });

  it('shows a dialog opened for the first time at 300 ms when its code came meanwhile, with no further wait', async () => {
    registerModalType('first-note', async () => ({ titleId }) => <h2 id={titleId}>First note</h2>);
    render(<ModalHost />);
    act(() => {
      openModal({ type: 'first-note' });
    });
    // The dialog's code arrives within its 300 ms delay, as a preloaded dialog's does.
    await settle();
    act(() => vi.advanceTimersByTime(300));
    // Synchronously: a lazy component would suspend here once more even though its code is in.
    expect(screen.getByRole('dialog', { name: 'First note' })).toHaveFocus();
  });

  it('shakes for 300 ms instead of closing when a persistent modal’s backdrop is clicked', async () => {
    render(<ModalHost />);
    act(() => {
      openModal({ type: 'note' });
    });
    await advance(300);
    await settle();
    const dialog = screen.getByRole('dialog');
    act(() => screen.getByTestId('modal-backdrop').click());
    expect(dialog).toHaveAttribute('data-shaking', 'true');
    await advance(300);
    expect(dialog).not.toHaveAttribute('data-shaking');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes a non-persistent modal from its backdrop', async () => {
    render(<ModalHost />);
    act(() => {
      openModal({ type: 'note', persistent: false });
    });
    await advance(300);
    await settle();
    screen.getByRole('dialog');
    act(() => screen.getByTestId('modal-backdrop').click());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('draws no backdrop when asked not to', async () => {
    render(<ModalHost />);
    act(() => {
      openModal({ type: 'note', backdrop: false });
    });
    await advance(300);
    await settle();
    screen.getByRole('dialog');
    expect(screen.queryByTestId('modal-backdrop')).not.toBeInTheDocument();
  });

  it('shows an error envelope in the current language in the errorMessage modal', async () => {
    await act(() => setLanguage('th'));
    await loadNamespaces(['errors']);
    // The dialog's code loads with the first error; loaded here, it resolves as fast as the other dialogs.
    await import('./error-message-modal');
    render(<ModalHost />);
    act(() => {
      showErrorModal({
        status: 'error',
        http_status: 409,
        code: 'OUT_OF_STOCK',
        message: 'Sorry, this privilege is out of stock.',
        message_th: 'ขออภัย สิทธิพิเศษนี้หมดแล้ว',
      });
    });
    await advance(300);
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'ขออภัย' });
    expect(dialog).toHaveTextContent('ขออภัย สิทธิพิเศษนี้หมดแล้ว');
    act(() => screen.getByRole('button', { name: 'ปิด' }).click());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([401, 422])('leaves a %i to the global handling, which ends the session instead (SPEC §4, §8)', (status) => {
    showErrorModal({ status: 'error', http_status: status, code: 'UNAUTHORIZED', message: 'x', message_th: 'x' });
    expect(useModalStore.getState().modals).toEqual([]);
  });
});
