import type { PrivilegeDetail } from '@loyalty/contracts';
import { useEffect } from 'react';
import { useFavouriteActionStore } from '@/components/chrome/favourite-action-store';
import { useUpdateFavPrivilege } from '../api/update-fav-privilege';

/**
 * Hands the top bar's white heart (SPEC §2) the privilege on screen while it shows. Its heart flag
 * (SPEC §3 favIcon) is the cached detail's is_favorite, which the toggle updates or reads again.
 */
export function useTopBarHeart(detail: PrivilegeDetail | undefined, { refetchDetail = false } = {}) {
  const { mutate: toggle } = useUpdateFavPrivilege({ refetchDetail });
  const setAction = useFavouriteActionStore((state) => state.setAction);
  const favIcon = detail?.is_favorite ?? false;
  useEffect(() => {
    if (!detail) return;
    setAction({ isFavourite: favIcon, toggle: () => toggle(detail) });
    return () => setAction(null);
  }, [detail, favIcon, toggle, setAction]);
}
