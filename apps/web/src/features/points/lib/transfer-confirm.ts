import { openModal, registerModalType } from '@/components/feedback/modal-store';

export const TRANSFER_CONFIRM_MODAL = 'transferConfirm';

export interface TransferConfirmProps {
  points: number;
  recipientName: string;
}

registerModalType<TransferConfirmProps>(TRANSFER_CONFIRM_MODAL, () =>
  import('../components/transfer-confirm-modal').then((module) => module.TransferConfirmModal),
);

/** "Send N points to X?": `onConfirm` runs only when the member presses Send. */
export function confirmTransfer(props: TransferConfirmProps, onConfirm: () => void): number {
  return openModal<TransferConfirmProps>({
    type: TRANSFER_CONFIRM_MODAL,
    position: 'center',
    persistent: false,
    props,
    events: { confirmed: onConfirm },
  });
}
