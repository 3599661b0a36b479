import type { ComponentType } from 'react';
import { create } from 'zustand';
import { type Preloadable, preloadable } from '@/lib/preloadable';

export type ModalPosition = 'bottom' | 'center' | 'top';
export type ModalEvents = Record<string, (...args: never[]) => unknown>;

/** SPEC §4 modal: type, persistent (default true), backdrop (default true), position (default bottom), props, events. */
export interface ModalOptions<P extends object = Record<string, unknown>> {
  type: string;
  persistent?: boolean;
  backdrop?: boolean;
  position?: ModalPosition;
  props?: P;
  events?: ModalEvents;
}

export interface ModalEntry {
  id: number;
  type: string;
  persistent: boolean;
  backdrop: boolean;
  position: ModalPosition;
  props: Record<string, unknown>;
  events: ModalEvents;
}

export interface ModalContentProps<P extends object = Record<string, unknown>> {
  props: P;
  events: ModalEvents;
  close: () => void;
  /** Id the content gives its heading, so the dialog is named by it. */
  titleId: string;
}

interface ModalState {
  modals: ModalEntry[];
  open: (options: ModalOptions) => number;
  close: (id: number) => void;
  closeAll: () => void;
}

let nextId = 1;

export const useModalStore = create<ModalState>((set) => ({
  modals: [],
  open: (options) => {
    const id = nextId++;
    const entry: ModalEntry = {
      id,
      type: options.type,
      persistent: options.persistent ?? true,
      backdrop: options.backdrop ?? true,
      position: options.position ?? 'bottom',
      props: (options.props ?? {}) as Record<string, unknown>,
      events: options.events ?? {},
    };
    set((state) => ({ modals: [...state.modals, entry] }));
    return id;
  },
  close: (id) => set((state) => ({ modals: state.modals.filter((modal) => modal.id !== id) })),
  closeAll: () => set({ modals: [] }),
}));

type ModalComponent = ComponentType<ModalContentProps<never>>;

const registry = new Map<string, Preloadable<ModalContentProps<never>>>();

/**
 * Each modal type names the component that draws it, loaded the first time one opens so dialogs stay
 * out of the first-visit bundle; features add their own types.
 */
export function registerModalType<P extends object>(
  type: string,
  load: () => Promise<ComponentType<ModalContentProps<P>>>,
): void {
  registry.set(type, preloadable(load as () => Promise<ModalComponent>));
}

export function modalComponentOf(type: string): Preloadable<ModalContentProps<never>> | undefined {
  return registry.get(type);
}

/** The modal host, which app-shell renders while a modal is open: its code comes with the first modal. */
export const modalHost = preloadable(() => import('./modal-host').then((module) => module.ModalHost));

/**
 * Opens a modal. The host's and the component's code start loading here, side by side, rather than the
 * component's once the host has arrived and rendered it: one round trip instead of two.
 */
export function openModal<P extends object>(options: ModalOptions<P>): number {
  preloadModal(options.type);
  return useModalStore.getState().open(options as ModalOptions);
}

/** Starts fetching the code of the host and of a modal type about to open (its data has arrived). */
export function preloadModal(type: string): void {
  // A failed load surfaces where the dialog renders (its error boundary), not here.
  modalHost.preload().catch(() => undefined);
  registry
    .get(type)
    ?.preload()
    .catch(() => undefined);
}
