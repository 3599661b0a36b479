import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderStore } from './loader-store';

/** SPEC §4 overlays: the loading overlay locks page scroll while shown. */
export function LoaderOverlay() {
  const { t } = useTranslation();
  const isVisible = useLoaderStore((state) => state.pending > 0);

  useEffect(() => {
    if (!isVisible) return;
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, [isVisible]);

  if (!isVisible) return null;
  return (
    <div
      className="fixed inset-0 z-[60] grid place-items-center bg-white/60 backdrop-blur-[2px]"
      role="status"
      aria-live="polite"
      data-testid="loader-overlay"
    >
      <span className="size-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" aria-hidden />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
