/**
 * Where a product kind's calls live (DESIGN §5: `/<Product>/Get<Product>List|Detail`). Product kinds are
 * data (DESIGN §6), so these are built from a kind's `controller` at run time; kept free of zod so the
 * web's first chunk can use them.
 */
export const PRODUCT_ACTIONS = ['list', 'detail'] as const;
export type ProductAction = (typeof PRODUCT_ACTIONS)[number];

const ACTION_SUFFIX: Record<ProductAction, string> = { list: 'List', detail: 'Detail' };

/** `Company`, `list` → `GetCompanyList`. */
export function productActionName(controller: string, action: ProductAction): string {
  return `Get${controller}${ACTION_SUFFIX[action]}`;
}

/** `Company`, `list` → `/Company/GetCompanyList` (relative to `/api/v1`). */
export function productCallPath(controller: string, action: ProductAction): string {
  return `/${controller}/${productActionName(controller, action)}`;
}

/** Which product action an API path's two segments name, or null when they name none. */
export function productActionOf(controller: string, actionName: string): ProductAction | null {
  return PRODUCT_ACTIONS.find((action) => productActionName(controller, action) === actionName) ?? null;
}

const DETAIL_SUFFIX = '-detail';

/** The kind code of a `/:product-detail/:id` path segment (`company-detail` → `company`), or null. */
export function productKindOfDetailSegment(segment: string): string | null {
  if (!segment.endsWith(DETAIL_SUFFIX) || segment.length === DETAIL_SUFFIX.length) return null;
  return segment.slice(0, -DETAIL_SUFFIX.length);
}
