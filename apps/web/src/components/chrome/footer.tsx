import { useTranslation } from 'react-i18next';
import { FacebookIcon, LineIcon, YoutubeIcon } from '@/components/ui/brand-icons';
import { GlobeIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { addFriendUrl, config } from '@/lib/config';
import { Copyright, PolicyLinks } from './footer-links';

/** SPEC §2 footer, desktop only: logo, social icons (line, globe, facebook, youtube), policy and terms. */
export function Footer() {
  const { t } = useTranslation();
  const socials = [
    { key: 'line', href: addFriendUrl(config.lineOaHandle), label: t('footer.line'), Icon: LineIcon },
    { key: 'website', href: config.externalHomeUrl, label: t('footer.website'), Icon: GlobeIcon },
    { key: 'facebook', href: config.facebookUrl, label: t('footer.facebook'), Icon: FacebookIcon },
    { key: 'youtube', href: config.youtubeUrl, label: t('footer.youtube'), Icon: YoutubeIcon },
  ];
  return (
    <footer className="mt-auto border-t border-ink-100 bg-white" data-testid="footer">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-6 px-6 py-6">
        <div className="flex flex-col gap-1">
          <Logo />
          <Copyright className="text-ink-500" />
        </div>
        <PolicyLinks />
        <div className="flex flex-col items-end gap-1">
          <p className="text-sm font-semibold text-ink-600">{t('footer.social')}</p>
          <ul className="flex items-center gap-1">
            {socials.map(({ key, href, label, Icon }) => (
              <li key={key}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="grid size-11 place-items-center rounded-full text-ink-600 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-3 focus-visible:outline-brand-600"
                >
                  <Icon className="size-6" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
