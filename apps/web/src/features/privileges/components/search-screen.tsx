import { PRIVILEGE_KEYWORD_MAX_LENGTH } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/ui/search-field';
import { detailPathOf } from '../lib/detail-link';
import { usePrivilegeList } from '../lib/use-privilege-list';
import { setSearchKeyword, usePrivilegeUiStore } from '../stores/privilege-ui-store';
import { PrivilegeList } from './privilege-list';

/** privilege-search: Thai or English words against GetPrivilegeList's Keyword, as the search box settles them. */
export function SearchScreen() {
  const { t } = useTranslation('privileges');
  const keyword = usePrivilegeUiStore((s) => s.keyword);
  const view = usePrivilegeList('search', { keyword }, { isEnabled: keyword !== null });

  return (
    <>
      <SearchField
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        onSearch={setSearchKeyword}
        maxLength={PRIVILEGE_KEYWORD_MAX_LENGTH}
        initial={keyword ?? ''}
        testId="privilege-search-input"
      />
      {keyword === null ? (
        <p className="text-ink-600">{t('search.hint')}</p>
      ) : (
        <>
          <p className="font-semibold text-ink-800" aria-live="polite">
            {t('search.results', { keyword })}
          </p>
          <PrivilegeList
            view={view}
            linkOf={(privilege) => detailPathOf(privilege, { backTo: 'privilege-search' })}
            emptyText={t('search.empty', { keyword })}
            testId="search-results"
          />
        </>
      )}
    </>
  );
}
