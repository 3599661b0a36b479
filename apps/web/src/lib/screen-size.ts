import { BREAKPOINTS } from '@loyalty/contracts';
import { create } from 'zustand';

export type ScreenSize = 'mobile' | 'tablet' | 'desktop';

/** SPEC §9: tablet above 769 px, desktop from 1024 px. */
export function screenSizeOf(width: number): ScreenSize {
  if (width >= BREAKPOINTS.desktopFrom) return 'desktop';
  if (width > BREAKPOINTS.tabletAbove) return 'tablet';
  return 'mobile';
}

interface ScreenState {
  size: ScreenSize;
  update: (width: number) => void;
}

export const useScreenStore = create<ScreenState>((set) => ({
  size: screenSizeOf(typeof window === 'undefined' ? 0 : window.innerWidth),
  update: (width) => set({ size: screenSizeOf(width) }),
}));

/** SPEC §2: the screen size is re-evaluated whenever the window is resized. */
export function watchScreenSize(): () => void {
  const onResize = () => useScreenStore.getState().update(window.innerWidth);
  onResize();
  window.addEventListener('resize', onResize);
  return () => window.removeEventListener('resize', onResize);
}

export function useScreenSize(): ScreenSize {
  return useScreenStore((state) => state.size);
}
