import { openModal, registerModalType } from '@/components/feedback/modal-store';
import type { ShareTarget } from '@/lib/share-target';

export const SHARE_MODAL = 'share';

registerModalType<ShareTarget>(SHARE_MODAL, () => import('./share-dialog').then((module) => module.ShareDialog));

/** SPEC §2: the share icon opens a bottom dialog carrying the privilege, category, group and flash-sale flag. */
export function openShareDialog(target: ShareTarget): number {
  return openModal<ShareTarget>({ type: SHARE_MODAL, props: target, persistent: false });
}
