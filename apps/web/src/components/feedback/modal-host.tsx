import { MODAL_OPEN_DELAY_MS, MODAL_SHAKE_MS } from '@loyalty/contracts';
import { useCallback, useEffect, useId, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { usePreloadable } from '@/lib/preloadable';
import { type ModalEntry, modalComponentOf, useModalStore } from './modal-store';

const PLACEMENT: Record<ModalEntry['position'], string> = {
  bottom: 'items-end tablet:items-center',
  center: 'items-center',
  top: 'items-start pt-4',
};

const PANEL: Record<ModalEntry['position'], string> = {
  bottom: 'rounded-t-3xl tablet:rounded-3xl animate-sheet-up',
  center: 'mx-4 rounded-3xl animate-pop-in',
  top: 'mx-4 rounded-3xl animate-pop-in',
};

function ModalFrame({ modal }: { modal: ModalEntry }) {
  const close = useModalStore((state) => state.close);
  const [isOpen, setIsOpen] = useState(false);
  const [isShaking, setIsShaking] = useState(false);
  const titleId = useId();
  const registered = modalComponentOf(modal.type);
  const Content = usePreloadable(registered);
  const isShown = isOpen && Content !== undefined;
  const dismiss = useCallback(() => close(modal.id), [close, modal.id]);

  // SPEC §4: a modal opens after a 300 ms delay.
  useEffect(() => {
    const timer = window.setTimeout(() => setIsOpen(true), MODAL_OPEN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!isShaking) return;
    const timer = window.setTimeout(() => setIsShaking(false), MODAL_SHAKE_MS);
    return () => window.clearTimeout(timer);
  }, [isShaking]);

  useEffect(() => {
    if (!registered) console.error(`No modal type "${modal.type}" is registered`);
  }, [registered, modal.type]);

  /** A persistent modal refuses to close from outside and shakes for 300 ms instead (SPEC §4). */
  const requestDismiss = () => {
    if (modal.persistent) setIsShaking(true);
    else dismiss();
  };

  // The whole modal waits for its content's code: an empty panel that grows when it arrives would shift
  // the page under it (CLS, issue 13).
  if (!isShown) return null;
  // The dialog is a transparent full-screen layer (Dialog: top layer, inert page, focus in, round and
  // back) holding the backdrop a click on which asks to close, and the panel placed by `position`.
  return (
    <Dialog
      aria-labelledby={titleId}
      onDismiss={requestDismiss}
      data-modal-type={modal.type}
      data-shaking={isShaking || undefined}
      className={`fixed inset-0 z-50 m-0 size-full max-h-none max-w-none justify-center overflow-visible bg-transparent p-0 backdrop:bg-transparent open:flex ${PLACEMENT[modal.position]}`}
    >
      {modal.backdrop && (
        <div
          className="absolute inset-0 bg-ink-900/50 animate-fade-in"
          data-testid="modal-backdrop"
          aria-hidden
          onClick={requestDismiss}
        />
      )}
      <div
        className={`relative w-full max-w-md bg-white p-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] shadow-2xl ${PANEL[modal.position]} ${isShaking ? 'animate-shake' : ''}`}
      >
        <Content props={modal.props as never} events={modal.events} close={dismiss} titleId={titleId} />
      </div>
    </Dialog>
  );
}

/** Draws every open modal, newest on top. */
export function ModalHost() {
  const modals = useModalStore((state) => state.modals);
  return (
    <>
      {modals.map((modal) => (
        <ModalFrame key={modal.id} modal={modal} />
      ))}
    </>
  );
}
