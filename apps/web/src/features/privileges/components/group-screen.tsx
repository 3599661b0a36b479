import { pathOf } from '@loyalty/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cardClasses } from '@/components/ui/card-classes';
import { PagedList } from '@/components/ui/paged-list';
import { WordBreaks } from '@/components/ui/word-breaks';
import { groupsQueryOptions, type PrivilegeGroup } from '../api/get-group-category-list';
import { detailPathOf } from '../lib/detail-link';
import { usePrivilegeList } from '../lib/use-privilege-list';
import { PrivilegeList } from './privilege-list';

function GroupCard({ group }: { group: PrivilegeGroup }) {
  const { t } = useTranslation('privileges');
  return (
    <Link
      to={`${pathOf('privilege-group')}?gId=${group.group_id}`}
      className={cardClasses(
        { padding: 'xs', isOutlined: true },
        'flex items-center gap-4 hover:ring-brand-300 focus-visible:outline-3 focus-visible:outline-brand-600',
      )}
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
        <span className="font-bold text-ink-900">
          <WordBreaks text={group.name} />
        </span>
        <span className="text-sm text-ink-600">{t('groups.count', { count: group.privilege_count })}</span>
      </span>
    </Link>
  );
}

/** The groups, by 8, each opening its privileges as `?gId=`. */
function GroupList() {
  const { t, i18n } = useTranslation('privileges');
  const groups = useInfiniteQuery(groupsQueryOptions(i18n.language));
  return (
    <PagedList
      query={groups}
      keyOf={(group) => group.group_id}
      renderItem={(group) => <GroupCard group={group} />}
      emptyText={t('groups.empty')}
      skeleton={<div className="h-24 animate-pulse rounded-3xl bg-white/70" aria-hidden />}
      loadErrorTitle={t('groups.loadError')}
      listClassName="grid gap-3 tablet:grid-cols-2"
      testId="group-list"
    />
  );
}

/** One group's privileges, by 8. */
function GroupPrivileges({ groupId }: { groupId: number }) {
  const { t, i18n } = useTranslation('privileges');
  const view = usePrivilegeList('group', { groupId });
  // The group's name comes from the groups list, usually cached from the page the member came from.
  const groups = useInfiniteQuery(groupsQueryOptions(i18n.language));
  const group = groups.data?.pages.flatMap((page) => page.items).find((item) => item.group_id === groupId);
  return (
    <>
      <Link to={pathOf('privilege-group')} className="self-start font-semibold text-brand-700 underline">
        {t('groups.allGroups')}
      </Link>
      {group ? (
        <h2 className="text-xl font-bold text-ink-900" data-testid="group-name">
          <WordBreaks text={group.name} />
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
