import { PRIVILEGE_PAGE_SIZES, pathOf } from '@loyalty/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/feedback/load-error';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useOnVisible } from '@/lib/use-on-visible';
import { groupsQueryOptions } from '../api/privileges';
import { detailPathOf } from '../lib/detail-link';
import { usePrivilegeList } from '../lib/use-privilege-list';
import { PrivilegeList } from './privilege-list';

/** The groups, by 8, each opening its privileges as `?gId=`. */
function GroupList() {
  const { t, i18n } = useTranslation('privileges');
  const groups = useInfiniteQuery(groupsQueryOptions(i18n.language, PRIVILEGE_PAGE_SIZES.group));
  const items = groups.data?.pages.flatMap((page) => page.items) ?? [];
  const canLoadMore = groups.hasNextPage && !groups.isFetchingNextPage;
  const sentinel = useOnVisible<HTMLDivElement>(() => void groups.fetchNextPage(), canLoadMore);

  if (groups.isError) {
    return <LoadError title={t('groups.loadError')} error={groups.error} onRetry={() => void groups.refetch()} />;
  }
  if (groups.isSuccess && items.length === 0) return <EmptyState>{t('groups.empty')}</EmptyState>;
  return (
    <div className="flex flex-col gap-4" aria-busy={groups.isFetching}>
      <ul className="grid gap-3 tablet:grid-cols-2" data-testid="group-list">
        {items.map((group) => (
          <li key={group.group_id}>
            <Link
              to={`${pathOf('privilege-group')}?gId=${group.group_id}`}
              className="flex items-center gap-4 rounded-3xl bg-white p-3 shadow-sm ring-1 ring-ink-100 hover:ring-brand-300 focus-visible:outline-3 focus-visible:outline-brand-600"
              data-testid="group-card"
            >
              <img
                src={group.image_url}
                alt=""
                width={96}
                height={96}
                loading="lazy"
                className="size-20 shrink-0 rounded-2xl bg-brand-50 object-cover"
              />
              <span className="flex flex-col gap-1">
                <span className="font-bold text-ink-900">{group.name}</span>
                <span className="text-sm text-ink-600">{t('groups.count', { count: group.privilege_count })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div ref={sentinel} />
      {groups.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-center"
          disabled={groups.isFetchingNextPage}
          onClick={() => void groups.fetchNextPage()}
        >
          {groups.isFetchingNextPage ? t('list.loading') : t('list.more')}
        </Button>
      ) : null}
    </div>
  );
}

/** One group's privileges, by 8, from the store's group list. */
function GroupPrivileges({ groupId }: { groupId: number }) {
  const { t, i18n } = useTranslation('privileges');
  const view = usePrivilegeList('group', { filter: { groupId } });
  // The group's name comes from the groups list, usually cached from the page the member came from.
  const groups = useInfiniteQuery(groupsQueryOptions(i18n.language, PRIVILEGE_PAGE_SIZES.group));
  const group = groups.data?.pages.flatMap((page) => page.items).find((item) => item.group_id === groupId);
  return (
    <>
      <Link to={pathOf('privilege-group')} className="self-start font-semibold text-brand-700 underline">
        {t('groups.allGroups')}
      </Link>
      {group ? (
        <h2 className="text-xl font-bold text-ink-900" data-testid="group-name">
          {group.name}
        </h2>
      ) : null}
      <PrivilegeList
        view={view}
        linkOf={(privilege) => detailPathOf(privilege, { groupId, backTo: 'privilege-group' })}
        emptyText={t('groups.emptyGroup')}
        testId="group-privilege-list"
      />
    </>
  );
}

/** privilege-group: the groups, or with `gId` that group's privileges (DESIGN §5). */
export function GroupScreen({ groupId }: { groupId: number | null }) {
  return groupId === null ? <GroupList /> : <GroupPrivileges groupId={groupId} />;
}
