import { create } from 'zustand';

interface LoaderState {
  /** Calls in flight that asked for the overlay; it shows while any is running. */
  pending: number;
  start: () => void;
  stop: () => void;
}

export const useLoaderStore = create<LoaderState>((set) => ({
  pending: 0,
  start: () => set((state) => ({ pending: state.pending + 1 })),
  stop: () => set((state) => ({ pending: Math.max(0, state.pending - 1) })),
}));

/** Shows the loader overlay (SPEC §4) for as long as the work runs, however it ends. */
export async function withLoader<T>(work: Promise<T> | (() => Promise<T>)): Promise<T> {
  const { start, stop } = useLoaderStore.getState();
  start();
  try {
    return await (typeof work === 'function' ? work() : work);
  } finally {
    stop();
  }
}
