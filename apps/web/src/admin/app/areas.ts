import {
  type AdminCallContract,
  exportMembers,
  getDashboard,
  isAllowedFor,
  listAdjustments,
  listAudit,
  listOperators,
  type OperatorRole,
  searchMembers,
} from '@loyalty/contracts';

export type AreaName = 'dashboard' | 'members' | 'adjustments' | 'exports' | 'operators' | 'audit';

export interface Area {
  name: AreaName;
  /** Under `/admin`. */
  path: string;
  /** The area's main call: its access decides who sees the area, as the server decides who may call it. */
  call: AdminCallContract;
}

/**
 * The console's areas in navigation order (DESIGN §11). Only areas whose screens exist are listed; the
 * rest of §11 (dashboard, members, adjustments, receipts, shipments, counter, catalogue…) joins as built.
 */
export const AREAS: readonly Area[] = [
  // First: the console's landing page after sign-in, for every role.
  { name: 'dashboard', path: 'dashboard', call: getDashboard },
  { name: 'members', path: 'members', call: searchMembers },
  { name: 'adjustments', path: 'adjustments', call: listAdjustments },
  { name: 'exports', path: 'exports', call: exportMembers },
  { name: 'operators', path: 'operators', call: listOperators },
  { name: 'audit', path: 'audit', call: listAudit },
];

/** The areas an operator of this role may open: an admin-only area is hidden from staff. */
export function areasFor(role: OperatorRole): Area[] {
  return AREAS.filter((area) => isAllowedFor(area.call.access, role));
}
