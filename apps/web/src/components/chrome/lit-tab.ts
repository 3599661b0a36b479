import type { RouteMeta, Tab } from '@loyalty/contracts';
import { useState } from 'react';

/**
 * The tab the bars light (SPEC §2 bottom navigation): the route's own `tab`, except on a page several tabs
 * lead to (`tabFollowsOrigin`: history and its tracking pages), which lights the tab of the last page the
 * member was on that has a tab of its own: history opened from home lights Home, from profile Profile
 * (issue 34). Opened directly, or after a reload, such a page lights its `tab`. The chrome lives as long as
 * the app, so the tab it remembers is the one of this visit.
 */
export function useLitTab(meta: RouteMeta): Tab | undefined {
  const [origin, setOrigin] = useState<Tab | undefined>(undefined);
  const ownTab = meta.tabFollowsOrigin ? undefined : meta.tab;
  // Remembered while rendering (React's way to keep a value from an earlier render), so the first
  // render of a followed page already lights the right tab.
  if (ownTab !== undefined && ownTab !== origin) setOrigin(ownTab);
  return meta.tabFollowsOrigin ? (origin ?? meta.tab) : meta.tab;
}
