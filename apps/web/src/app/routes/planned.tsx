import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ScreenFrame } from '@/components/ui/screen-frame';
import type en from '@/i18n/locales/en/screens.json';
import { useCurrentRoute, useRouteTitle } from '@/lib/route-meta';

type PlannedScreen = keyof typeof en.purpose;

/**
 * The page frame of a screen a later issue fills: its title from the route metadata and, in the
 * current language, what the screen is for. No sample data stands in for the real thing.
 */
export function PlannedRoute() {
  const { t, i18n } = useTranslation('screens');
  const { name } = useCurrentRoute();
  const { title, isInTopBar } = useRouteTitle();
  const screen = name as PlannedScreen;
  return (
    <ScreenFrame title={title} isTitleInTopBar={isInTopBar}>
      {name && i18n.exists(`purpose.${screen}`, { ns: 'screens' }) ? (
        <EmptyState>{t(`purpose.${screen}`)}</EmptyState>
      ) : null}
    </ScreenFrame>
  );
}
