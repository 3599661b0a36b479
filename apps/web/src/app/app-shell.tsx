import { titleOf } from '@loyalty/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLayout } from '@/components/chrome/page-layout';
import { LoaderOverlay } from '@/components/feedback/loader-overlay';
import { modalHost, useModalStore } from '@/components/feedback/modal-store';
import { useLogout } from '@/features/account/lib/use-logout';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count';
import { useCustomerInfo } from '@/features/profile/api/get-customer-info';
import { toMemberSummary } from '@/features/profile/lib/member-summary';
import { OnDemand } from '@/lib/preloadable';
import { useCurrentRoute } from '@/lib/route-meta';
import { useNavigationScroll } from '@/lib/scroll';
import { getSessionToken } from '@/lib/storage';
import { isRegistrationOnly } from '@/lib/token';
import '@/components/feedback/error-modal';
import { hasMemberSession } from './middleware';

/** The root route: chrome from the route metadata around the current screen, plus modals and the loader. */
export function AppShell() {
  const { t, i18n } = useTranslation();
  const { name, meta } = useCurrentRoute();
  const token = getSessionToken();
  // A registration token is not a member yet: there is no profile to read (DESIGN §5).
  const hasSession = token !== null && !isRegistrationOnly(token);
  const customer = useCustomerInfo({ enabled: hasSession });
  // A canceled, suspended or blocked membership is kept to cancel-membership (SPEC §4): no bell leads away.
  const hasInbox = hasMemberSession();
  const unread = useUnreadCount({ enabled: hasInbox });
  const logout = useLogout();
  const hasModals = useModalStore((state) => state.modals.length > 0);
  const member = hasSession && customer.data ? toMemberSummary(customer.data) : null;
  const title = titleOf(meta, i18n.language);

  useNavigationScroll(name, meta.restoreScroll);
  useForgetMemberWithoutSession(hasSession);
  useRefetchOnLanguageChange(i18n.language);

  useEffect(() => {
    document.title = title ? `${title} | ${t('brand')}` : t('brand');
  }, [title, t]);

  return (
    <>
      <PageLayout
        member={member}
        isSignedIn={hasSession}
        inbox={hasInbox ? { unread: unread.data } : null}
        onLogout={() => void logout()}
      >
        <Outlet />
      </PageLayout>
      {/* Dialogs load with the first one opened, not with the first page. */}
      {hasModals ? <OnDemand component={modalHost} props={{}} fallback={null} /> : null}
      <LoaderOverlay />
    </>
  );
}

/**
 * SPEC §3: once the session ends (logout, a 401), nothing read for that member stays cached for whoever
 * signs in next: their profile (so the redemption gate reads no profile), their lists, their hearts.
 */
function useForgetMemberWithoutSession(hasSession: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (hasSession) return;
    // A read still under way is not the member's: it is a public page's (the landing banners), and
    // removing it would cancel it.
    queryClient.removeQueries({ type: 'inactive', fetchStatus: 'idle' });
  }, [hasSession, queryClient]);
}

/** Server answers are worded in the member's language, so a switch asks for them again. */
function useRefetchOnLanguageChange(language: string): void {
  const queryClient = useQueryClient();
  const previous = useRef(language);
  useEffect(() => {
    if (previous.current === language) return;
    previous.current = language;
    void queryClient.invalidateQueries();
  }, [language, queryClient]);
}

/** Shown while the first route's code arrives: the page colour, so the first paint is not a white flash. */
export function ShellFallback() {
  return <div className="min-h-dvh bg-canvas" aria-busy="true" />;
}
