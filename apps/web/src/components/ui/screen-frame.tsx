import type { ReactNode } from 'react';

interface ScreenFrameProps {
  title: string;
  /** When the top bar already shows the title, the heading stays for screen readers only. */
  isTitleInTopBar?: boolean;
  children: ReactNode;
}

/** The frame of one screen: its one `h1` and its content, centred at a readable width. */
export function ScreenFrame({ title, isTitleInTopBar = false, children }: ScreenFrameProps) {
  return (
    <section
      className={`mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 pb-8 ${isTitleInTopBar ? 'pt-4' : ''}`}
      aria-labelledby="screen-title"
    >
      <h1 id="screen-title" className={`text-2xl font-bold text-ink-900 ${isTitleInTopBar ? 'sr-only' : 'pt-2'}`}>
        {title}
      </h1>
      {children}
    </section>
  );
}
