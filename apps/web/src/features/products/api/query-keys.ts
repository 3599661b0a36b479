/** The products feature's query keys, one factory so a list, a detail and the kinds never collide. */
export const productKeys = {
  all: ['products'] as const,
  kinds: () => [...productKeys.all, 'kinds'] as const,
  lists: (controller: string) => [...productKeys.all, controller, 'list'] as const,
  list: (controller: string, search: string | null) => [...productKeys.lists(controller), search] as const,
  detail: (controller: string, id: number) => [...productKeys.all, controller, 'detail', id] as const,
};
