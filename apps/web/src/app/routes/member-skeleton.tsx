import { useTranslation } from 'react-i18next';

/** The shape of the member card while GetCustomerInfo answers, so the page does not jump when it does. */
export function MemberSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex animate-pulse flex-col gap-4" aria-busy="true">
      <span className="sr-only">{t('loading')}</span>
      <div className="h-8 w-2/3 rounded-full bg-ink-100" />
      <div className="h-44 rounded-3xl bg-ink-100" />
      <div className="h-24 rounded-2xl bg-ink-100" />
    </div>
  );
}
