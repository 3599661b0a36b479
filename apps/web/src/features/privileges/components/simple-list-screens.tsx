import { useTranslation } from 'react-i18next';
import { detailPathOf } from '../lib/detail-link';
import { toggleFavouriteOrExplain, usePrivilegeList } from '../lib/use-privilege-list';
import { PrivilegeList } from './privilege-list';

/** privilege-fav: the member's favourites, newest first, by 8; read afresh on each visit. */
export function FavouriteScreen() {
  const { t } = useTranslation('privileges');
  const view = usePrivilegeList('favourite');
  return (
    <PrivilegeList
      view={view}
      linkOf={(privilege) => detailPathOf(privilege, { backTo: 'privilege-fav' })}
      emptyText={t('favourites.empty')}
      onToggleFavourite={toggleFavouriteOrExplain}
      testId="favourite-list"
    />
  );
}

/** home-exclusive: what the member's tier unlocks, by 6; kept in the store so the scroll restore lands. */
export function ExclusiveScreen() {
  const { t } = useTranslation('privileges');
  const view = usePrivilegeList('exclusive', { keepLoaded: true });
  return (
    <>
      <p className="text-ink-700">{t('exclusive.intro')}</p>
      <PrivilegeList
        view={view}
        linkOf={(privilege) => detailPathOf(privilege, { backTo: 'home-exclusive' })}
        emptyText={t('exclusive.empty')}
        onToggleFavourite={toggleFavouriteOrExplain}
        testId="exclusive-list"
      />
    </>
  );
}
