import type { PrivilegeCard as Privilege } from '@loyalty/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useOnVisible } from '@/lib/use-on-visible';
import type { usePrivilegeList } from '../lib/use-privilege-list';
import { PrivilegeCard } from './privilege-card';

type ListView = ReturnType<typeof usePrivilegeList>;

interface PrivilegeListProps {
  view: ListView;
  linkOf: (privilege: Privilege) => string;
  emptyText: string;
  onToggleFavourite?: (privilege: Privilege) => void;
  footerOf?: (privilege: Privilege) => ReactNode;
  /** Splits the list under headings where consecutive items share a section (live, then upcoming). */
  sectionOf?: (privilege: Privilege) => string;
  testId?: string;
}

interface Section {
  title: string | null;
  items: Privilege[];
}

function sectionsOf(list: Privilege[], sectionOf: ((privilege: Privilege) => string) | undefined): Section[] {
  if (!sectionOf) return [{ title: null, items: list }];
  const sections: Section[] = [];
  for (const privilege of list) {
    const title = sectionOf(privilege);
    const last = sections.at(-1);
    if (last?.title === title) last.items.push(privilege);
    else sections.push({ title, items: [privilege] });
  }
  return sections;
}

/** A store list as cards: loading, error, empty, and the next page when its end comes into view. */
export function PrivilegeList({
  view,
  linkOf,
  emptyText,
  onToggleFavourite,
  footerOf,
  sectionOf,
  testId,
}: PrivilegeListProps) {
  const { t } = useTranslation('privileges');
  const canLoadMore = !view.endPage && !view.isLoading && view.page > 0 && !view.error;
  const sentinel = useOnVisible<HTMLDivElement>(view.loadMore, canLoadMore);
  const isFirstLoad = view.isLoading && view.list.length === 0;

  if (view.error && view.list.length === 0) {
    return <LoadError title={t('list.loadError')} error={view.error} onRetry={view.retry} />;
  }
  return (
    <div className="flex flex-col gap-4" aria-busy={view.isLoading}>
      {isFirstLoad ? (
        <ul className="grid grid-cols-2 gap-3 tablet:grid-cols-3" aria-hidden data-testid="privilege-list-loading">
          {[0, 1, 2, 3].map((slot) => (
            <li key={slot} className="aspect-[3/4] animate-pulse rounded-3xl bg-white/70" />
          ))}
        </ul>
      ) : null}
      {!view.isLoading && view.page > 0 && view.list.length === 0 ? <EmptyState>{emptyText}</EmptyState> : null}
      {view.list.length > 0 ? (
        <div className="flex flex-col gap-4" data-testid={testId ?? 'privilege-list'}>
          {sectionsOf(view.list, sectionOf).map((section) => (
            <section key={section.title ?? 'all'} className="flex flex-col gap-3">
              {section.title ? (
                <h2 className="text-lg font-bold text-ink-900" data-testid="privilege-list-section">
                  {section.title}
                </h2>
              ) : null}
              <ul className="grid grid-cols-2 gap-3 tablet:grid-cols-3">
                {section.items.map((privilege) => (
                  <PrivilegeCard
                    key={privilege.privilege_id}
                    privilege={privilege}
                    to={linkOf(privilege)}
                    onToggleFavourite={onToggleFavourite}
                    footer={footerOf?.(privilege)}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : null}
      <div ref={sentinel} />
      {view.error && view.list.length > 0 ? (
        <LoadError title={t('list.loadError')} error={view.error} onRetry={view.loadMore} />
      ) : null}
      {canLoadMore || (view.isLoading && view.list.length > 0) ? (
        <Button
          variant="secondary"
          className="self-center"
          disabled={view.isLoading}
          onClick={view.loadMore}
          data-testid="privilege-list-more"
        >
          {view.isLoading ? t('list.loading') : t('list.more')}
        </Button>
      ) : null}
    </div>
  );
}
