import { type BannerItem, LANDING_KV_NAMES } from '@loyalty/contracts';
import { create } from 'zustand';
import type { KeyVisualImages } from '@/components/ui/key-visual';

/** SPEC §3 registration draft keeps kvImageMobile, kvImageTablet and kvImageDesktop; a reset keeps them. */
interface KeyVisualState extends KeyVisualImages {
  setFromBanners: (items: readonly BannerItem[]) => void;
}

export function keyVisualsOf(items: readonly BannerItem[]): KeyVisualImages {
  const find = (name: string) => items.find((item) => item.name === name)?.image_url ?? null;
  return {
    mobile: find(LANDING_KV_NAMES.mobile),
    tablet: find(LANDING_KV_NAMES.tablet),
    desktop: find(LANDING_KV_NAMES.desktop),
  };
}

export function isAnyKeyVisualMissing(images: KeyVisualImages): boolean {
  return !images.mobile || !images.tablet || !images.desktop;
}

export const useKeyVisualStore = create<KeyVisualState>((set) => ({
  mobile: null,
  tablet: null,
  desktop: null,
  setFromBanners: (items) => set(keyVisualsOf(items)),
}));
