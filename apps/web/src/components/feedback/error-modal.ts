import { openModal, registerModalType } from './modal-store';

export const ERROR_MESSAGE_MODAL = 'errorMessage';

export interface ErrorMessageProps {
  error: unknown;
}

registerModalType<ErrorMessageProps>(ERROR_MESSAGE_MODAL, () =>
  import('./error-message-modal').then((module) => module.ErrorMessageModal),
);

/** SPEC §8: a failed call's error, shown in the `errorMessage` modal. */
export function showErrorModal(error: unknown): number {
  return openModal<ErrorMessageProps>({ type: ERROR_MESSAGE_MODAL, props: { error } });
}
