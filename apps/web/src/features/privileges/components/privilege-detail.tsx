import type { PrivilegeDetail as Detail } from '@loyalty/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorModal } from '@/components/feedback/error-modal';
import { LoadError } from '@/components/feedback/load-error';
import { EmptyState } from '@/components/ui/empty-state';
import { privilegeDetailQueryOptions } from '../api/get-privilege-detail';
import { useTopBarHeart } from '../lib/use-top-bar-heart';
import { DetailBody } from './privilege-detail-body';

interface PrivilegeDetailProps {
  privilegeId: number;
  categoryId: number;
  /** Rendered under the price: the redeem panel. */
  action?: (detail: Detail) => ReactNode;
}

/** The privilege detail: what it is, what it costs now, what is left, and why it cannot be redeemed. */
export function PrivilegeDetail({ privilegeId, categoryId, action }: PrivilegeDetailProps) {
  const { t, i18n } = useTranslation('privileges');
  const detail = useQuery(privilegeDetailQueryOptions(privilegeId, categoryId, i18n.language));
  useTopBarHeart(detail.data);
  useErrorModal(detail.error);

  if (detail.isPending) {
    return (
      <div
        className="aspect-[4/3] w-full animate-pulse rounded-3xl bg-white/70"
        aria-busy
        data-testid="detail-loading"
      />
    );
  }
  if (detail.isError) {
    const isGone = (detail.error as { code?: string }).code === 'NOT_FOUND';
    return isGone ? (
      <EmptyState>{t('detail.notFound')}</EmptyState>
    ) : (
      <LoadError title={t('detail.loadError')} error={detail.error} onRetry={() => void detail.refetch()} />
    );
  }
  return (
    <DetailBody detail={detail.data} action={action?.(detail.data)} onWindowChange={() => void detail.refetch()} />
  );
}
