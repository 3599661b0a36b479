import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ReferenceKind } from '../api/catalogue';
import { PrivilegesTab } from './privileges-tab';
import { ReferenceTab } from './reference-tab';

const TABS = ['privileges', 'categories', 'subcategories', 'groups', 'partners'] as const;
type Tab = (typeof TABS)[number];
/** The open tab lives in the URL, so a reload or a shared link opens the same list. */
const TAB_KEY = 'tab';

const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

/** DESIGN §11 catalogue: privileges (with stock and flash sales) and the lists they are filed under. */
export function CatalogueScreen() {
  const { t } = useTranslation('admin-catalogue');
  const [search, setSearch] = useSearchParams();
  const requested = search.get(TAB_KEY);
  const tab: Tab = isTab(requested) ? requested : 'privileges';
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink-900">{t('title')}</h1>
      <nav aria-label={t('tabs.label')}>
        <ul className="flex flex-wrap gap-2">
          {TABS.map((name) => (
            <li key={name}>
              <button
                type="button"
                aria-current={name === tab ? 'page' : undefined}
                className={`min-h-10 rounded-full px-4 font-semibold ${name === tab ? 'bg-brand-700 text-white' : 'bg-white text-ink-800'}`}
                onClick={() => setSearch(name === 'privileges' ? {} : { [TAB_KEY]: name })}
                data-testid={`catalogue-tab-${name}`}
              >
                {t(`tabs.${name}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'privileges' ? <PrivilegesTab /> : <ReferenceTab key={tab} kind={tab satisfies ReferenceKind} />}
    </div>
  );
}
