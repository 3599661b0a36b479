import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ADMIN_HOME } from '../lib/admin-paths';

function StatePanel({ title, body, action }: { title: string; body: string; action: ReactNode }) {
  return (
    <Card role="alert" as="section" padding="xl" className="mx-auto flex max-w-lg flex-col items-start gap-3">
      <h1 className="text-xl font-bold text-ink-900">{title}</h1>
      <p className="text-ink-600">{body}</p>
      {action}
    </Card>
  );
}

const homeLink = (label: string) => (
  <Link to={ADMIN_HOME} className="font-semibold text-brand-700 underline underline-offset-4">
    {label}
  </Link>
);

/** A console path that names no screen. */
export function AdminNotFound() {
  const { t } = useTranslation('admin');
  return <StatePanel title={t('notFound.title')} body={t('notFound.body')} action={homeLink(t('notFound.home'))} />;
}

/** An admin-only area opened by staff (a typed or bookmarked address): the server would refuse it anyway. */
export function AdminNotAllowed() {
  const { t } = useTranslation('admin');
  return <StatePanel title={t('notAllowed.title')} body={t('notAllowed.body')} action={homeLink(t('notFound.home'))} />;
}

/** The error boundary of the console's routes: a 404 reads as not found, anything else offers a retry. */
export function AdminRouteError() {
  const { t } = useTranslation('admin');
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <AdminNotFound />;
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminNotAllowed />;
  console.error('A console route failed to render', error);
  return (
    <StatePanel
      title={t('failed.title')}
      body={t('failed.body')}
      action={<Button onClick={() => window.location.reload()}>{t('failed.retry')}</Button>}
    />
  );
}

/** The console's home when no area opens by itself (a role with none): where to go from here. */
export function AdminHome() {
  const { t } = useTranslation('admin');
  return <p className="text-ink-600">{t('shell.chooseArea')}</p>;
}
