import { pathOf } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WordBreaks } from '@/components/ui/word-breaks';
import { useUpdateFavPrivilege } from '../api/update-fav-privilege';
import { detailPathOf } from '../lib/detail-link';
import { SHORTCUTS } from '../lib/privilege-classes';
import { usePrivilegeList } from '../lib/use-privilege-list';
import { chooseCategory, usePrivilegeUiStore } from '../stores/privilege-ui-store';
import { CategoryBar } from './category-bar';
import { ListControls } from './list-controls';
import { PrivilegeList } from './privilege-list';

/**
 * privilege: categories, subcategory chips and the main list, paged by 30 as it scrolls. The chosen
 * category stays and its pages stay cached, so coming back finds the same items and the scroll restore
 * of SPEC §2 lands where it was.
 */
export function PrivilegeScreen() {
  const { t } = useTranslation('privileges');
  const categoryId = usePrivilegeUiStore((s) => s.categoryId);
  const subcategoryId = usePrivilegeUiStore((s) => s.subcategoryId);
  const isAffordableOnly = usePrivilegeUiStore((s) => s.isAffordableOnly);
  const sort = usePrivilegeUiStore((s) => s.sort);
  const view = usePrivilegeList('main', { categoryId, subcategoryId, isAffordableOnly, sort });
  const favourite = useUpdateFavPrivilege();

  return (
    <>
      <CategoryBar categoryId={view.categoryId} subcategoryId={subcategoryId} onChange={chooseCategory} />
      <nav aria-label={t('shortcuts.label')} className={SHORTCUTS.nav}>
        <Link to={pathOf('privilege-flashsale')} className={SHORTCUTS.link}>
          <WordBreaks text={t('shortcuts.flashSale')} />
        </Link>
        <Link to={pathOf('privilege-group')} className={SHORTCUTS.link}>
          <WordBreaks text={t('shortcuts.groups')} />
        </Link>
        <Link to={pathOf('home-exclusive')} className={SHORTCUTS.link}>
          <WordBreaks text={t('shortcuts.exclusive')} />
        </Link>
      </nav>
      <ListControls isAffordableOnly={isAffordableOnly} sort={sort} />
      <PrivilegeList
        view={view}
        linkOf={(privilege) => detailPathOf(privilege)}
        emptyText={t('list.empty')}
        onToggleFavourite={(privilege) => favourite.mutate(privilege)}
      />
    </>
  );
}
