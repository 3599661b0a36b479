import { pathOf } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BellIcon } from '@/components/ui/icons';
import { useCurrentRoute } from '@/lib/route-meta';

/** What the bars know of the member's inbox (DESIGN §15): the unread count once read, undefined before. */
export interface InboxSummary {
  unread: number | undefined;
}

/** More than this many unread reads as "99+": the badge stays a badge. */
const MOST_SHOWN = 99;

/**
 * The bell of the member bars (DESIGN §15): the way to /notifications, with the unread count as a badge
 * and in its name, so a screen reader says how many wait ("Notifications, 3 unread").
 */
export function NotificationBell({ inbox, className }: { inbox: InboxSummary; className: string }) {
  const { t } = useTranslation();
  const { name } = useCurrentRoute();
  const unread = inbox.unread ?? 0;
  return (
    <Link
      to={pathOf('notifications')}
      className={`relative ${className}`}
      aria-label={unread > 0 ? t('bell.unread', { count: unread }) : t('bell.label')}
      aria-current={name === 'notifications' ? 'page' : undefined}
      data-testid="notification-bell"
    >
      <BellIcon />
      {unread > 0 ? (
        <span
          aria-hidden
          className="absolute top-1 right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-gold-300 px-1 text-xs font-bold text-ink-900 tabular-nums"
          data-testid="notification-bell-count"
        >
          {unread > MOST_SHOWN ? t('bell.overflow', { count: MOST_SHOWN }) : unread}
        </span>
      ) : null}
    </Link>
  );
}
