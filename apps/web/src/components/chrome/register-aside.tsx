import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/ui/logo';
import { AddFriendPanel } from './add-friend-panel';
import { Copyright, PolicyLinks } from './footer-links';

/**
 * SPEC §2 register background at tablet width and wider: beside the page, the add-friend invitation
 * (handle button, QR, Thai or English text), the footer links and the 2023 copyright line.
 */
export function RegisterAside() {
  const { t } = useTranslation();
  return (
    <aside
      className="sticky top-0 flex h-dvh flex-col items-center justify-between gap-6 px-8 py-10 text-white"
      aria-label={t('addFriend.title')}
      data-testid="register-aside"
    >
      <Logo tone="light" className="self-start" />
      <div className="flex flex-col items-center gap-3">
        <h2 className="text-xl font-bold">{t('addFriend.title')}</h2>
        <AddFriendPanel />
      </div>
      <div className="flex flex-col items-center gap-1 text-center">
        <PolicyLinks tone="light" />
        <Copyright className="text-white/80" />
      </div>
    </aside>
  );
}
