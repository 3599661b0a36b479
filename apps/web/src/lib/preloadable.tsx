import { type ComponentType, type ReactNode, useEffect, useState } from 'react';

/** A component whose code is fetched on demand (see `usePreloadable`). */
export interface Preloadable<P extends object> {
  /** Starts fetching its code; the same promise every time. */
  preload: () => Promise<ComponentType<P>>;
  /** Its code, once arrived. */
  loaded: ComponentType<P> | undefined;
}

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const component: Preloadable<P> = {
    loaded: undefined,
    preload: () => {
      loading ??= load().then((loaded) => {
        component.loaded = loaded;
        return loaded;
      });
      return loading;
    },
  };
  return component;
}

/**
 * The component to render, once its code has arrived (fetched here if nothing asked for it before);
 * until then nothing is drawn, and a failed fetch is thrown to the nearest error boundary. Not
 * `React.lazy`: it suspends on its first render even when the code came earlier, and React then holds
 * the boundary's content back for up to 300 ms (its fallback throttle), so the new-card dialog,
 * preloaded while its data was read, appeared 300 ms late on each of its two lazy levels.
 */
export function usePreloadable<P extends object>(component: Preloadable<P> | undefined): ComponentType<P> | undefined {
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [, setArrived] = useState(false);
  useEffect(() => {
    if (!component || component.loaded) return;
    let isCurrent = true;
    component.preload().then(
      () => isCurrent && setArrived(true),
      (error: unknown) => isCurrent && setFailure({ error }),
    );
    return () => {
      isCurrent = false;
    };
  }, [component]);
  if (failure) throw failure.error;
  return component?.loaded;
}

interface OnDemandProps<P extends object> {
  component: Preloadable<P>;
  props: P;
  /** What holds its place until its code arrives. */
  fallback: ReactNode;
}

/** A preloadable component drawn with its props, or its fallback until its code has arrived. */
export function OnDemand<P extends object>({ component, props, fallback }: OnDemandProps<P>) {
  const Loaded = usePreloadable(component);
  return Loaded ? <Loaded {...props} /> : fallback;
}
