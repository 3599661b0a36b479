import {
  type AdminCallContract,
  adminVerifyCounterCode,
  getRules,
  isAllowedFor,
  listAudit,
  listOperators,
  listReceipts,
  listShipments,
  type OperatorRole,
} from '@loyalty/contracts';
import type { Namespace } from '@/i18n/resources';

export type AreaName = 'operators' | 'audit' | 'receipts' | 'shipments' | 'counter' | 'rules';

export interface Area {
  name: AreaName;
  /** Under `/admin`. */
  path: string;
  /** The area's main call: its access decides who sees the area, as the server decides who may call it. */
  call: AdminCallContract;
  /** The area's own words, loaded with its screen (its navigation label stays in `admin`). */
  namespace?: Namespace;
}

/**
 * The console's areas in navigation order (DESIGN §11). Only areas whose screens exist are listed; the
 * rest of §11 (dashboard, members, adjustments, receipts, shipments, counter, catalogue…) joins as built.
 */
export const AREAS: readonly Area[] = [
  { name: 'receipts', path: 'receipts', call: listReceipts, namespace: 'admin-receipts' },
  { name: 'shipments', path: 'shipments', call: listShipments, namespace: 'admin-shipments' },
  { name: 'counter', path: 'counter', call: adminVerifyCounterCode, namespace: 'admin-counter' },
  { name: 'rules', path: 'rules', call: getRules, namespace: 'admin-rules' },
  { name: 'operators', path: 'operators', call: listOperators },
  { name: 'audit', path: 'audit', call: listAudit },
];

/** The areas an operator of this role may open: an admin-only area is hidden from staff. */
export function areasFor(role: OperatorRole): Area[] {
  return AREAS.filter((area) => isAllowedFor(area.call.access, role));
}
