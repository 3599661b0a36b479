import type { ReactNode } from 'react';
import { ScreenFrame } from '@/components/ui/screen-frame';
import { useRouteTitle } from '@/lib/route-meta';

/** A screen in its frame, titled from the route table (SPEC §2 title / titleEn). */
export function Framed({ children }: { children: ReactNode }) {
  const { title, isInTopBar } = useRouteTitle();
  return (
    <ScreenFrame title={title} isTitleInTopBar={isInTopBar}>
      {children}
    </ScreenFrame>
  );
}
