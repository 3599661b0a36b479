import { pathOf } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** The catch-all (DESIGN §3: any other path renders this page). */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-6" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="text-center text-2xl font-bold text-ink-900">
        {t('errorBoundary.notFoundTitle')}
      </h1>
      <EmptyState action={<ButtonLink to={pathOf('landing')}>{t('errorBoundary.goStart')}</ButtonLink>}>
        {t('errorBoundary.notFoundBody')}
      </EmptyState>
    </section>
  );
}
