import { create } from 'zustand';

export interface FavouriteAction {
  isFavourite: boolean;
  toggle: () => void;
}

/**
 * The white heart of the top bar acts on the privilege the screen shows; that screen hands its
 * favourite state and toggle here, and the heart appears only while one is handed over.
 */
export const useFavouriteActionStore = create<{
  action: FavouriteAction | null;
  setAction: (action: FavouriteAction | null) => void;
}>((set) => ({ action: null, setAction: (action) => set({ action }) }));
