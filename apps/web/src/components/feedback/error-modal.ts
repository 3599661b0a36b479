import { useEffect, useRef } from 'react';
import { isHandledGlobally } from '@/lib/response-handling';
import { openModal, registerModalType } from './modal-store';

export const ERROR_MESSAGE_MODAL = 'errorMessage';

export interface ErrorMessageProps {
  error: unknown;
}

registerModalType<ErrorMessageProps>(ERROR_MESSAGE_MODAL, () =>
  import('./error-message-modal').then((module) => module.ErrorMessageModal),
);

/**
 * SPEC §8: a failed call's error, shown in the `errorMessage` modal. A 401 or 422 is not: the global
 * handling has already ended the session and taken the member elsewhere (SPEC §4).
 */
export function showErrorModal(error: unknown): void {
  if (isHandledGlobally(error)) return;
  openModal<ErrorMessageProps>({ type: ERROR_MESSAGE_MODAL, props: { error } });
}

/**
 * SPEC §8 for a screen's read: each failure opens the error modal once (a retry that fails again is a
 * new failure); the screen's inline error and retry stay behind it.
 */
export function useErrorModal(error: unknown): void {
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    showErrorModal(error);
  }, [error]);
}
