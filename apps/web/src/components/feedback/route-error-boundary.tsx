import { pathOf } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { LogoMark } from '@/components/ui/logo';

/** The error boundary of every route: a 404 reads as "not found", anything else offers a retry. */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isNotFound) console.error('A route failed to render', error);
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-16 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-600">
        <LogoMark className="size-9" />
      </span>
      <h1 className="text-2xl font-bold text-ink-900">
        {isNotFound ? t('errorBoundary.notFoundTitle') : t('errorBoundary.title')}
      </h1>
      <p className="text-ink-600">{isNotFound ? t('errorBoundary.notFoundBody') : t('errorBoundary.body')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {isNotFound ? null : <Button onClick={() => window.location.reload()}>{t('errorBoundary.retry')}</Button>}
        <ButtonLink to={pathOf('landing')} variant="secondary" reloadDocument>
          {t('errorBoundary.goStart')}
        </ButtonLink>
      </div>
    </div>
  );
}
