import type { CallRoute } from 'virtual:api-calls';
import { type ProductAction, productActionName, productCallPath } from '@loyalty/contracts';

/**
 * The address of one product kind's call. Kinds are data (DESIGN §6, decision 015), so it is built
 * from the kind's controller at run time rather than read from the build-time call table; every kind
 * answers the shapes of the seeded Company calls, whose contract types it carries.
 */
export function productCallRoute<Contract>(controller: string, action: ProductAction): CallRoute<Contract> {
  return {
    name: productActionName(controller, action),
    method: 'GET',
    path: productCallPath(controller, action),
  };
}
