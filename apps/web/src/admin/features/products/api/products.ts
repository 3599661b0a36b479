import {
  type AdminCallInput,
  createProduct,
  getProductKindList,
  listProducts,
  type ProductKind,
  updateProduct,
} from '@loyalty/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isSuccessBody, readBody, unreachableError } from '@/lib/api-client';
import { API_BASE } from '@/lib/api-request';
import { adminCallKey } from '../../../lib/admin-keys';
import { adminListQuery } from '../../../lib/admin-list';
import { useAdminWrite } from '../../../lib/admin-write';

export type ProductListInput = AdminCallInput<typeof listProducts>;

/** GET /products: one page of companies and brands, unpublished ones included. */
export function useProductList(input: ProductListInput) {
  return useQuery(adminListQuery(listProducts, input));
}

/** POST /products (admins). */
export function useCreateProduct() {
  return useAdminWrite(createProduct, listProducts);
}

/** PUT /products/{id} (admins): the whole product and its branches. */
export function useUpdateProduct() {
  return useAdminWrite(updateProduct, listProducts);
}

/**
 * The product kinds (decision 015: data, not code) from the public Product/GetProductKindList. Read
 * without the member client, whose SPEC §4 failure handling is the member app's, not the console's.
 */
const productKindsQuery = queryOptions({
  queryKey: adminCallKey(getProductKindList),
  queryFn: async ({ signal }): Promise<ProductKind[]> => {
    const response = await fetch(`${API_BASE}${getProductKindList.path}`, { signal, credentials: 'omit' });
    const body = await readBody(response);
    if (!response.ok || !isSuccessBody(body)) throw unreachableError(response.status);
    return getProductKindList.output.parse(body.data);
  },
  staleTime: 10 * 60_000,
});

export function useProductKinds() {
  return useQuery(productKindsQuery);
}
