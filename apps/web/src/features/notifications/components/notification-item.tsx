import type { MemberNotification } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '@/components/ui/icons';
import { formatDateTime } from '@/lib/format-time';
import { isInAppPath } from '@/lib/return-path';

const ROW = 'flex w-full items-start gap-3 px-5 py-4 text-left';
const TAPPABLE = `${ROW} hover:bg-brand-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-600`;

/** The screen a notification opens: a path of this app, never another site's, or none. */
function inAppLinkOf(notification: MemberNotification): string | null {
  const path = notification.link_path;
  return path !== null && isInAppPath(path) ? path : null;
}

/**
 * One inbox entry: what happened, when (Bangkok time, Buddhist-era years in Thai), and, until it is read,
 * a dot and a "New" label, never colour alone. Opening it marks it read (`onOpen`) and, when it leads
 * somewhere in the app, goes there; one that leads nowhere is a button while unread, and plain once read.
 */
export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: MemberNotification;
  onOpen: (notification: MemberNotification) => void;
}) {
  const { t, i18n } = useTranslation('notifications');
  const isUnread = notification.read_at === null;
  const to = inAppLinkOf(notification);
  const content = (
    <>
      <span
        aria-hidden
        className={`mt-2 size-2.5 shrink-0 rounded-full ${isUnread ? 'bg-brand-600' : 'bg-transparent'}`}
      />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex items-start justify-between gap-3">
          <span className={`text-ink-900 ${isUnread ? 'font-bold' : 'font-semibold'}`}>{notification.title}</span>
          {isUnread ? (
            <span
              className="shrink-0 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white"
              data-testid="notification-unread"
            >
              {t('unread')}
            </span>
          ) : null}
        </span>
        <span className="text-ink-700">{notification.body}</span>
        <time className="text-sm text-ink-500" dateTime={notification.created_at}>
          {formatDateTime(notification.created_at, i18n.language)}
        </time>
      </span>
      {to ? <ChevronRightIcon className="mt-1 size-5 shrink-0 text-ink-400" /> : null}
    </>
  );
  const state = isUnread ? 'unread' : 'read';
  if (to) {
    return (
      <Link
        to={to}
        onClick={() => onOpen(notification)}
        className={TAPPABLE}
        data-testid="notification"
        data-state={state}
      >
        {content}
      </Link>
    );
  }
  if (isUnread) {
    return (
      <button
        type="button"
        onClick={() => onOpen(notification)}
        className={TAPPABLE}
        data-testid="notification"
        data-state={state}
      >
        {content}
      </button>
    );
  }
  return (
    <div className={ROW} data-testid="notification" data-state={state}>
      {content}
    </div>
  );
}
