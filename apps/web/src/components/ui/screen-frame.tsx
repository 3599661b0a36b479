import type { ReactNode } from 'react';
import { screenFrameClasses, screenTitleClasses } from './column-classes';

interface ScreenFrameProps {
  title: string;
  /** When the top bar already shows the title, the heading stays for screen readers only. */
  isTitleInTopBar?: boolean;
  /**
   * Lists and overviews take the desktop's width (the desktop bar's 72rem) for more cards per row and
   * side-by-side parts; forms and reading stay in the 48rem column, where lines and fields stay readable.
   */
  isWide?: boolean;
  children: ReactNode;
}

/** The frame of one screen: its one `h1` and its content, centred at a readable width (or a wide one). */
export function ScreenFrame({ title, isTitleInTopBar = false, isWide = false, children }: ScreenFrameProps) {
  return (
    <section className={screenFrameClasses(isWide, isTitleInTopBar)} aria-labelledby="screen-title">
      <h1 id="screen-title" className={screenTitleClasses(isTitleInTopBar)}>
        {title}
      </h1>
      {children}
    </section>
  );
}
