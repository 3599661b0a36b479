import { addressSchema, type Shipment } from '@loyalty/contracts';
import { formatShippingAddress } from './redemption-presenter.js';
import type { ShipmentRow } from './shipment-repository.js';

/**
 * Where a reward ships, split for a label: the recipient, the phone and the address lines joined on one
 * line. Thai place names, as Thai carriers print them. Null when the snapshot cannot be read.
 */
export function shipTo(row: Pick<ShipmentRow, 'shippingAddress'>): Shipment['ship_to'] {
  const parsed = addressSchema.safeParse(row.shippingAddress);
  if (!parsed.success) return null;
  const lines = formatShippingAddress(parsed.data, 'th').split('\n').slice(1);
  return { recipient_name: parsed.data.recipient_name, mobile_no: parsed.data.mobile_no, address: lines.join(', ') };
}

export function presentShipment(row: ShipmentRow): Shipment {
  return {
    redemption_id: row.redemptionId,
    order_no: row.orderNo,
    status: row.status,
    redeemed_at: row.redeemedAt.toISOString(),
    // Redemptions made before shipment events were recorded have none for their step.
    status_at: (row.statusAt ?? row.redeemedAt).toISOString(),
    member: {
      member_id: row.memberId,
      mbk_member_id: row.memberCode,
      name: [row.firstName, row.lastName].filter(Boolean).join(' '),
    },
    privilege: { privilege_id: row.privilegeId, title: row.titleEn, title_th: row.titleTh },
    ship_to: shipTo(row),
    carrier: row.carrier,
    tracking_no: row.trackingNo,
  };
}
