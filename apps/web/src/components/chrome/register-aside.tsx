import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/ui/logo';
import { useScreenSize } from '@/lib/screen-size';
import { AddFriendPanel } from './add-friend-panel';
import { Copyright, PolicyLinks } from './footer-links';

/**
 * SPEC §2 register background at tablet width and wider: beside the page, the add-friend invitation
 * (handle button, QR, Thai or English text), the footer links and the 2023 copyright line. On desktop
 * the bar above carries the logo and the footer below the links, so they are not drawn twice.
 */
export function RegisterAside({ showsLinks }: { showsLinks: boolean }) {
  const { t } = useTranslation();
  const isDesktop = useScreenSize() === 'desktop';
  return (
    <aside
      className="sticky top-0 flex h-dvh flex-col items-center justify-between gap-6 px-8 py-10 text-white"
      aria-label={t('addFriend.title')}
      data-testid="register-aside"
    >
      {isDesktop ? <span /> : <Logo tone="light" className="self-start" />}
      <div className="flex flex-col items-center gap-3">
        <h2 className="text-xl font-bold">{t('addFriend.title')}</h2>
        <AddFriendPanel />
      </div>
      {showsLinks ? (
        <div className="flex flex-col items-center gap-1 text-center">
          <PolicyLinks tone="light" />
          <Copyright className="text-white/80" />
        </div>
      ) : (
        <span />
      )}
    </aside>
  );
}
