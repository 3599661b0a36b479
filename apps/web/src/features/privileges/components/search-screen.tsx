import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '@/components/ui/icons';
import { detailPathOf } from '../lib/detail-link';
import { usePrivilegeList } from '../lib/use-privilege-list';
import { setSearchKeyword, usePrivilegeUiStore } from '../stores/privilege-ui-store';
import { PrivilegeList } from './privilege-list';

/** Typing settles this long before the search is sent, so each keystroke does not cost a request. */
export const SEARCH_DEBOUNCE_MS = 350;
const KEYWORD_MAX = 100;

/**
 * privilege-search: Thai or English words against GetPrivilegeList's Keyword. While a Thai input method
 * is composing a syllable nothing is sent; the finished text is.
 */
export function SearchScreen() {
  const { t } = useTranslation('privileges');
  const inputId = useId();
  const keyword = usePrivilegeUiStore((s) => s.keyword);
  const [text, setText] = useState(keyword ?? '');
  const [isComposing, setIsComposing] = useState(false);

  useEffect(() => {
    if (isComposing) return;
    const trimmed = text.trim().slice(0, KEYWORD_MAX);
    const timer = window.setTimeout(() => setSearchKeyword(trimmed === '' ? null : trimmed), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, isComposing]);

  const view = usePrivilegeList('search', { keyword }, { isEnabled: keyword !== null });

  return (
    <>
      <search className="relative">
        <label htmlFor={inputId} className="sr-only">
          {t('search.label')}
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-500" />
        <input
          id={inputId}
          type="search"
          value={text}
          maxLength={KEYWORD_MAX}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          className="h-12 w-full rounded-full bg-white pr-4 pl-12 text-base text-ink-900 shadow-sm ring-1 ring-ink-200 focus:outline-3 focus:outline-brand-600"
          onChange={(event) => setText(event.target.value)}
          onCompositionStart={() => setIsComposing(true)}
          onCompositionEnd={(event) => {
            setIsComposing(false);
            setText(event.currentTarget.value);
          }}
          data-testid="privilege-search-input"
        />
      </search>
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
