import type { Broadcast } from '@loyalty/contracts';
import { PROGRAMME_RULES } from '../../../test/programme-rules';
import { ok, page } from '../../../test/render-admin';

/** A broadcast waiting for approval, made by the admin `operatorOf('admin')` signs in (id 1) (test data). */
export function broadcastOf(extra: Partial<Broadcast> = {}): Broadcast {
  return {
    id: 7,
    title: 'คะแนนสองเท่าสุดสัปดาห์นี้',
    title_en: 'Double points this weekend',
    body: 'ซื้อที่ชบามาร์ทรับคะแนนสองเท่า',
    body_en: 'Earn double points at Chaba Mart',
    link_path: '/privilege',
    segment: { tiers: ['gold'], min_points: 500, partner_ids: [4] },
    channels: ['line'],
    send_at: '2026-12-05T02:00:00.000Z',
    status: 'pending_approval',
    recipients: 4200,
    created_by: 1,
    created_by_name: 'Ada Admin',
    requested_by: 1,
    requested_by_name: 'Ada Admin',
    approved_by: null,
    approved_by_name: null,
    started_at: null,
    finished_at: null,
    canceled_at: null,
    created_at: '2026-11-28T03:00:00.000Z',
    progress: { notified: 0, sent: 0, failed: 0, pending: 0, skipped: 0 },
    ...extra,
  };
}

/** The reads every broadcast screen makes besides the broadcast: the rules (approval threshold) and the partners. */
export const broadcastReads = {
  'GET /rules': () => ok(PROGRAMME_RULES),
  'GET /partners': () =>
    page([
      { id: 3, name_en: 'Chaba Coffee', name_th: 'ชบาคอฟฟี่', logo_url: '/media/p3.webp', stores: [] },
      { id: 4, name_en: 'Chaba Mart', name_th: 'ชบามาร์ท', logo_url: '/media/p4.webp', stores: [] },
    ]),
};
