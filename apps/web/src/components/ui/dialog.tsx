import {
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
  useLayoutEffect,
  useRef,
} from 'react';

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

const focusableIn = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];

export interface DialogProps extends Omit<HTMLAttributes<HTMLDialogElement>, 'role' | 'onCancel' | 'children'> {
  /** The id of the heading that names the dialog; or `aria-label` when it has none. */
  'aria-labelledby'?: string;
  /** `alertdialog` for a question that interrupts (a confirmation), `dialog` otherwise. */
  role?: 'dialog' | 'alertdialog';
  /**
   * Escape, the browser's back gesture or a backdrop click asks to close: the owner decides (it unmounts
   * the dialog, or refuses, as a persistent modal does). The dialog never closes itself.
   */
  onDismiss: () => void;
  /** What takes the focus on opening; otherwise the first focusable element, otherwise the dialog. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * The one modal dialog (decision 042): a native <dialog> opened with showModal(), so the browser puts it
 * in the top layer, makes the page behind it inert and sends Escape to it. This adds what the browser
 * leaves out: the focus goes in on opening, Tab and Shift+Tab go round inside it, and on closing the
 * focus goes back where it was. It is open while it is mounted; the owner unmounts it to close it.
 *
 * The caller's `className` lays it out (a centred panel over a `backdrop:` tint, or a full-screen
 * transparent layer holding its own backdrop and panel): the browser's own margin, padding, size limits
 * and background stand until it does.
 */
export function Dialog({
  role = 'dialog',
  onDismiss,
  initialFocus,
  className = '',
  onKeyDown,
  children,
  ...rest
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;

  // Layout effect: the dialog is in the top layer before the first paint, so it never flashes inline.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    (initialFocus?.current ?? focusableIn(dialog)[0] ?? dialog).focus();
    return () => {
      if (dialog.open) dialog.close();
      // The opener may have gone with the dialog (a row it removed): then the browser keeps the focus.
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocus]);

  const onKeyDownInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      // Cancelling the key stops the browser's own close request, which (unlike the cancel event) cannot
      // be refused twice in a row: the owner decides.
      event.preventDefault();
      event.stopPropagation();
      dismissRef.current();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = focusableIn(ref.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === ref.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  /** A close request that did not come through a key (Android's back gesture, CloseWatcher). */
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    dismissRef.current();
  };

  return (
    <dialog
      ref={ref}
      // Written out although <dialog> implies it: code and tests that look for [role="dialog"] find it.
      role={role}
      aria-modal="true"
      tabIndex={-1}
      onKeyDown={onKeyDownInside}
      onCancel={onCancel}
      className={`border-0 outline-none ${className}`}
      {...rest}
    >
      {children}
    </dialog>
  );
}
