import { type ProductKind, ROUTES } from '@loyalty/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, MiddlewareFunction, Params } from 'react-router';
import { findProductKind } from '@/features/products/api/get-product-kinds';
import { kindCodeOf, type ProductRouteName, productIdOf } from '@/features/products/lib/product-route';
import type { ShownRoute } from '@/lib/route-meta';
import { requireMemberMiddleware } from './middleware';

/** What a product route's screen reads: its kind, or null when the path names none (the not-found page). */
export interface ProductRouteData extends ShownRoute {
  kind: ProductKind | null;
}

/**
 * `/:product` and `/:productDetail/:id` match any one- or two-segment path, so the path is a page only
 * when it names a product kind of the table (DESIGN §3, §6; decision 015) and, for a detail, an id.
 */
async function kindOfPath(queryClient: QueryClient, route: ProductRouteName, params: Params) {
  const code = kindCodeOf(route, params);
  if (code === null || (route === 'product-detail' && productIdOf(params) === null)) return null;
  return findProductKind(queryClient, code);
}

/**
 * The guard and loader of a product route. The kind is checked before the member guard, so a mistyped
 * address shows the not-found page to everyone instead of sending a visitor to landing; a real kind's
 * page is for members like the rest of the Profile area (SPEC §2). A list is titled with its kind's name.
 */
export function productRouteOf(queryClient: QueryClient, route: ProductRouteName) {
  const middleware: MiddlewareFunction = async (args, next) => {
    if (await kindOfPath(queryClient, route, args.params)) return requireMemberMiddleware(args, next);
  };
  const loader = async ({ params }: LoaderFunctionArgs): Promise<ProductRouteData> => {
    const kind = await kindOfPath(queryClient, route, params);
    if (!kind) return { kind, shown: { name: 'not-found', meta: ROUTES['not-found'].meta } };
    const meta =
      route === 'product' ? { ...ROUTES.product.meta, title: kind.name, titleEn: kind.name_en } : ROUTES[route].meta;
    return { kind, shown: { name: route, meta } };
  };
  return { middleware: [middleware], loader };
}
