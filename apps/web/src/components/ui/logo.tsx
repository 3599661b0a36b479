import { useTranslation } from 'react-i18next';

const PETAL_ANGLES = [0, 72, 144, 216, 288];

/** The hibiscus (ชบา) mark: five petals around a golden centre. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden>
      {PETAL_ANGLES.map((angle) => (
        <path
          key={angle}
          d="M12 12C9.2 9.6 8.6 5 12 2.4c3.4 2.6 2.8 7.2 0 9.6Z"
          fill="currentColor"
          transform={`rotate(${angle} 12 12)`}
        />
      ))}
      <circle cx="12" cy="12" r="2.2" fill="#f5b700" />
      <path d="M12 12 16.5 7.5" stroke="#f5b700" strokeWidth="1.2" strokeLinecap="round" />
      <circle cx="16.8" cy="7.2" r="1.1" fill="#f5b700" />
    </svg>
  );
}

/** Mark and name; the name comes from the locale so Thai pages read "ชบา รีวอร์ด". */
export function Logo({ tone = 'brand', className = '' }: { tone?: 'brand' | 'light'; className?: string }) {
  const { t } = useTranslation();
  const color = tone === 'light' ? 'text-white' : 'text-brand-600';
  return (
    <span className={`inline-flex items-center gap-2 ${color} ${className}`}>
      <LogoMark />
      <span className={`text-lg font-bold tracking-tight ${tone === 'light' ? 'text-white' : 'text-ink-900'}`}>
        {t('brand')}
      </span>
    </span>
  );
}
