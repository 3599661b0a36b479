import type { PrivilegeDetail as Detail } from '@loyalty/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFavouriteActionStore } from '@/components/chrome/favourite-action-store';
import { LoadError } from '@/components/feedback/load-error';
import { EmptyState } from '@/components/ui/empty-state';
import { privilegeDetailQueryOptions } from '../api/privileges';
import { useFavouriteToggle } from '../lib/use-favourite-toggle';
import { selectFavIcon, setFavIcon, usePrivilegeStore } from '../stores/privilege-store';
import { DetailBody } from './privilege-detail-body';

interface PrivilegeDetailProps {
  privilegeId: number;
  categoryId: number;
  /** Rendered under the price: the redeem panel. */
  action?: (detail: Detail) => ReactNode;
}

/** Hands the top bar's white heart (SPEC §2) the privilege's heart flag and toggle while the detail shows. */
function useTopBarHeart(detail: Detail | undefined) {
  const isFavorite = usePrivilegeStore(selectFavIcon);
  const toggle = useFavouriteToggle();
  const setAction = useFavouriteActionStore((state) => state.setAction);
  useEffect(() => {
    if (detail) setFavIcon(detail.is_favorite);
  }, [detail]);
  useEffect(() => {
    if (!detail) return;
    setAction({ isFavorite, toggle: () => void toggle(detail) });
    return () => setAction(null);
  }, [detail, isFavorite, toggle, setAction]);
}

/** The privilege detail: what it is, what it costs now, what is left, and why it cannot be redeemed. */
export function PrivilegeDetail({ privilegeId, categoryId, action }: PrivilegeDetailProps) {
  const { t, i18n } = useTranslation('privileges');
  const detail = useQuery(privilegeDetailQueryOptions(privilegeId, categoryId, i18n.language));
  useTopBarHeart(detail.data);

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
