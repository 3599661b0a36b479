import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { resolveBackTarget } from '@/lib/back-target';
import { useCurrentRoute } from '@/lib/route-meta';
import { useScreenSize } from '@/lib/screen-size';
import { localStore } from '@/lib/storage';

interface BackButtonProps {
  /** Step 3 of the back-button order: a target the screen gives. */
  to?: string;
  tone?: 'dark' | 'light' | 'brand';
}

const TONES = { dark: 'text-ink-900', light: 'text-white', brand: 'text-brand-700' } as const;

/** SPEC §2 back button, hidden at 1024 px and wider where the desktop bar takes over. */
export function BackButton({ to, tone = 'brand' }: BackButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { meta } = useCurrentRoute();
  const size = useScreenSize();
  if (size === 'desktop') return null;

  const goBack = () => {
    const target = resolveBackTarget({
      queryBackTo: search.get('backTo'),
      metaBackTo: meta.backTo,
      target: to,
      storedFrom: localStore.get('from'),
    });
    if (target.kind === 'path') void navigate(target.to);
    else void navigate(-1);
  };

  return (
    <button
      type="button"
      onClick={goBack}
      aria-label={t('actions.back')}
      data-testid="back-button"
      className={`-ml-2 grid size-11 shrink-0 place-items-center rounded-full hover:bg-black/5 focus-visible:outline-3 focus-visible:outline-brand-600 ${TONES[tone]}`}
    >
      <ChevronLeftIcon className="size-6" />
    </button>
  );
}
