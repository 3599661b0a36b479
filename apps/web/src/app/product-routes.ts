import type { ProductKind } from '@loyalty/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { findProductKind } from '@/features/products/api/get-product-kinds';
import { kindCodeOf, type ProductRouteName, productIdOf } from '@/features/products/lib/product-route';

/**
 * `/:product` and `/:productDetail/:id` match any one- or two-segment path, so the path is a page only
 * when it names a product kind of the table (DESIGN §3, §6; decision 015) and, for a detail, an id.
 * Loaded with the first such path: no first visit to landing or home needs it (DESIGN §10).
 */
export async function kindOfPath(
  queryClient: QueryClient,
  route: ProductRouteName,
  params: Params,
): Promise<ProductKind | null> {
  const code = kindCodeOf(route, params);
  if (code === null || (route === 'product-detail' && productIdOf(params) === null)) return null;
  return findProductKind(queryClient, code);
}
