import type { Redemption } from '@loyalty/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFavouriteActionStore } from '@/components/chrome/favourite-action-store';
import { privilegeDetailQueryOptions } from '../api/privileges';
import { useFavouriteToggle } from '../lib/use-favourite-toggle';
import { selectFavIcon, setFavIcon, usePrivilegeStore } from '../stores/privilege-store';

/**
 * The top bar's white heart on the redemption screen (SPEC §2 showWhiteFav) acts on the redeemed
 * privilege; after a toggle its detail is read again to refresh the heart (SPEC §4).
 */
export function useRedemptionHeart(redemption: Redemption | undefined) {
  const { i18n } = useTranslation();
  const detail = useQuery({
    ...privilegeDetailQueryOptions(redemption?.privilege_id ?? 0, redemption?.category_id ?? 0, i18n.language),
    enabled: redemption !== undefined,
  });
  const isFavorite = usePrivilegeStore(selectFavIcon);
  const toggle = useFavouriteToggle({ refetchDetail: true });
  const setAction = useFavouriteActionStore((state) => state.setAction);
  const privilege = detail.data;

  useEffect(() => {
    if (privilege) setFavIcon(privilege.is_favorite);
  }, [privilege]);

  useEffect(() => {
    if (!privilege) return;
    setAction({ isFavorite, toggle: () => void toggle(privilege) });
    return () => setAction(null);
  }, [privilege, isFavorite, toggle, setAction]);
}
