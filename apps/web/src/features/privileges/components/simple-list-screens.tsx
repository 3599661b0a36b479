import { useTranslation } from 'react-i18next';
import { useUpdateFavPrivilege } from '../api/update-fav-privilege';
import { detailPathOf } from '../lib/detail-link';
import { usePrivilegeList } from '../lib/use-privilege-list';
import { PrivilegeList } from './privilege-list';

/** privilege-fav: the member's favourites, newest first, by 8; read afresh on each visit. */
export function FavouriteScreen() {
  const { t } = useTranslation('privileges');
  const view = usePrivilegeList('favourite');
  const favourite = useUpdateFavPrivilege();
  return (
    <PrivilegeList
      view={view}
      linkOf={(privilege) => detailPathOf(privilege, { backTo: 'privilege-fav' })}
      emptyText={t('favourites.empty')}
      onToggleFavourite={(privilege) => favourite.mutate(privilege)}
      testId="favourite-list"
    />
  );
}

/** home-exclusive: what the member's tier unlocks, by 6; kept in the cache so the scroll restore lands. */
export function ExclusiveScreen() {
  const { t } = useTranslation('privileges');
  const view = usePrivilegeList('exclusive');
  const favourite = useUpdateFavPrivilege();
  return (
    <>
      <p className="text-ink-700">{t('exclusive.intro')}</p>
      <PrivilegeList
        view={view}
        linkOf={(privilege) => detailPathOf(privilege, { backTo: 'home-exclusive' })}
        emptyText={t('exclusive.empty')}
        onToggleFavourite={(privilege) => favourite.mutate(privilege)}
        testId="exclusive-list"
      />
    </>
  );
}
