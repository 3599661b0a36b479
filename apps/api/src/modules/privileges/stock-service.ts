import type { Executor } from '../../db/client.js';
import * as stock from './stock-repository.js';

/**
 * What other modules may do to stock: a redemption takes one unit, under the lock it already holds on
 * the privilege or the flash sale; false when none is left. Operators' changes are the catalogue admin
 * service's. Both go through the one stock repository.
 */
export function takePrivilegeStock(tx: Executor, privilegeId: number): Promise<boolean> {
  return stock.takePrivilegeStock(tx, privilegeId);
}

export function takeFlashSaleStock(tx: Executor, flashSaleId: number): Promise<boolean> {
  return stock.takeFlashSaleStock(tx, flashSaleId);
}
