import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { create } from 'zustand';

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

const registry = new Map<string, LazyExoticComponent<ModalComponent>>();

/**
 * Each modal type names the component that draws it, loaded the first time one opens so dialogs stay
 * out of the first-visit bundle; features add their own types.
 */
export function registerModalType<P extends object>(
  type: string,
  load: () => Promise<ComponentType<ModalContentProps<P>>>,
): void {
  registry.set(
    type,
    lazy(async () => ({ default: (await load()) as ModalComponent })),
  );
}

export function modalComponentOf(type: string): LazyExoticComponent<ModalComponent> | undefined {
  return registry.get(type);
}

export function openModal<P extends object>(options: ModalOptions<P>): number {
  return useModalStore.getState().open(options as ModalOptions);
}

export function closeModal(id: number): void {
  useModalStore.getState().close(id);
}
