import { COPYRIGHT_YEAR, pathOf } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Links to the privacy policy and the terms, shared by the footer and the register panel. */
export function PolicyLinks({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation();
  const color = tone === 'light' ? 'text-white/90 hover:text-white' : 'text-ink-700 hover:text-brand-700';
  const link = `inline-flex min-h-11 items-center underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-current rounded ${color}`;
  return (
    <ul className="flex flex-wrap items-center justify-center gap-x-5">
      <li>
        <Link className={link} to={pathOf('policy')}>
          {t('footer.policy')}
        </Link>
      </li>
      <li>
        <Link className={link} to={pathOf('condition')}>
          {t('footer.condition')}
        </Link>
      </li>
    </ul>
  );
}

/** SPEC §2 / §9: the copyright line carries the year 2023. */
export function Copyright({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={`text-sm ${className}`} data-testid="copyright">
      {t('footer.copyright', { year: COPYRIGHT_YEAR })}
    </p>
  );
}
