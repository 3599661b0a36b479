import { describe, expect, it } from 'vitest';
import { BROADCAST_LIMITS, type BroadcastInput, broadcastInputSchema } from './broadcasts.js';

const valid: BroadcastInput = {
  title: 'ข่าวดี',
  title_en: 'Good news',
  body: 'คะแนนสองเท่า\nทุกร้าน',
  body_en: 'Double points\nat every store',
  link_path: '/privilege?catId=2',
  segment: { tiers: ['gold', 'platinum'], min_points: 0, partner_ids: [3] },
  channels: ['line', 'email'],
  send_at: '2026-12-05T09:00:00+07:00',
};

describe('the broadcast input (DESIGN §15)', () => {
  it('takes a message in both languages, a segment, channels and a time, or none of the optional ones', () => {
    expect(broadcastInputSchema.safeParse(valid).success).toBe(true);
    const open = { ...valid, link_path: null, segment: { tiers: [], min_points: null, partner_ids: [] } };
    expect(broadcastInputSchema.safeParse({ ...open, channels: [], send_at: null }).success).toBe(true);
  });

  it('refuses anything not exactly its type, a link outside the app, blank or overlong texts and unknown channels', () => {
    for (const wrong of [
      { title: '  ' },
      { body_en: 'x'.repeat(BROADCAST_LIMITS.bodyMax + 1) },
      { title_en: 'x'.repeat(BROADCAST_LIMITS.titleMax + 1) },
      { link_path: 'privilege' },
      { link_path: 'https://elsewhere.example/' },
      { channels: ['sms'] },
      { channels: ['line', 'line'] },
      { segment: { ...valid.segment, min_points: '100' } },
      { segment: { ...valid.segment, min_points: -1 } },
      { segment: { ...valid.segment, partner_ids: ['3'] } },
      { segment: { ...valid.segment, tiers: ['Gold'] } },
      { segment: { ...valid.segment, extra: true } },
      { send_at: '2026-12-05 09:00' },
      { surprise: 1 },
    ]) {
      expect(broadcastInputSchema.safeParse({ ...valid, ...wrong }).success, JSON.stringify(wrong)).toBe(false);
    }
  });
});
