import { openModal, registerModalType } from '@/components/feedback/modal-store';
import { loadNamespaces } from '@/lib/i18n';
import type { ShareTarget } from '@/lib/share-target';

export const SHARE_MODAL = 'share';

// The dialog's words come with its code: most visits never share, so no page carries them before.
registerModalType<ShareTarget>(SHARE_MODAL, async () => {
  const [module] = await Promise.all([import('./share-dialog'), loadNamespaces(['share'])]);
  return module.ShareDialog;
});

/** SPEC §2: the share icon opens a bottom dialog carrying the privilege, category, group and flash-sale flag. */
export function openShareDialog(target: ShareTarget): number {
  return openModal<ShareTarget>({ type: SHARE_MODAL, props: target, persistent: false });
}
