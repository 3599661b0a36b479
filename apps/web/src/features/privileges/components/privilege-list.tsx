import type { PrivilegeCard as Privilege } from '@loyalty/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/ui/paged-list';
import { PRIVILEGE_GRID } from '../lib/privilege-classes';
import type { usePrivilegeList } from '../lib/use-privilege-list';
import { PrivilegeCard } from './privilege-card';

interface PrivilegeListProps {
  view: ReturnType<typeof usePrivilegeList>;
  linkOf: (privilege: Privilege) => string;
  emptyText: string;
  onToggleFavourite?: (privilege: Privilege) => void;
  footerOf?: (privilege: Privilege) => ReactNode;
  sectionOf?: (privilege: Privilege) => string;
  testId?: string;
}

/** Card-shaped slots while the first page loads, so the grid does not jump when it comes. */
function PrivilegeSkeleton() {
  return (
    <ul className={PRIVILEGE_GRID} aria-hidden data-testid="privilege-list-loading">
      {[0, 1, 2, 3].map((slot) => (
        <li key={slot} className="aspect-[3/4] animate-pulse rounded-3xl bg-white/70" />
      ))}
    </ul>
  );
}

/** A privilege list as a grid of cards, paged by the one PagedList of the app. */
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
  const [first] = view.list;
  return (
    <PagedList
      query={view.query}
      keyOf={(privilege) => privilege.privilege_id}
      renderItem={(privilege) => (
        <PrivilegeCard
          privilege={privilege}
          to={linkOf(privilege)}
          onToggleFavourite={onToggleFavourite}
          footer={footerOf?.(privilege)}
          isFirst={privilege === first}
        />
      )}
      emptyText={emptyText}
      skeleton={<PrivilegeSkeleton />}
      loadErrorTitle={t('list.loadError')}
      listClassName={PRIVILEGE_GRID}
      sectionOf={sectionOf}
      testId={testId ?? 'privilege-list'}
    />
  );
}
