import type { ReactNode } from 'react';
import { ScreenFrame } from '@/components/ui/screen-frame';
import { useRouteTitle } from '@/lib/route-meta';

/** A screen in its frame, titled from the route table (SPEC §2 title / titleEn); lists ask for the wide one. */
export function Framed({ isWide = false, children }: { isWide?: boolean; children: ReactNode }) {
  const { title, isInTopBar } = useRouteTitle();
  return (
    <ScreenFrame title={title} isTitleInTopBar={isInTopBar} isWide={isWide}>
      {children}
    </ScreenFrame>
  );
}
