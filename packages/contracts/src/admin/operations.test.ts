import { describe, expect, it } from 'vitest';
import { adminVerifyCounterCode } from './counter.js';
import { programmeRulesInput } from './rules.js';
import { adminAdvanceShipment, listShipments } from './shipments.js';

const rules = {
  transfer_daily_cap: 10_000,
  referral_referrer_points: 50,
  referral_referee_points: 20,
  receipt_baht_per_point: 25,
  receipt_daily_quota: 5,
  receipt_max_bytes: 10 * 1024 * 1024,
  point_expiry_years: 2,
  adjust_approval_threshold: 1000,
  burn_thb_per_point: 0.25,
  transfer_otp_threshold: 1000,
  campaign_approval_threshold: 100_000,
  birthday_bonus_points: 200,
  broadcast_approval_threshold: 1000,
  deletion_grace_days: 30,
  admin_second_factor_required: 0,
};

describe('back-office operations contracts', () => {
  it('takes every rule within its limits, whole numbers but THB with two decimals', () => {
    expect(programmeRulesInput.safeParse({ ...rules, burn_thb_per_point: 0.3 }).success).toBe(true);
    expect(programmeRulesInput.safeParse(rules).success).toBe(true);
    for (const wrong of [
      { transfer_daily_cap: 0 },
      { transfer_daily_cap: 1.5 },
      { receipt_daily_quota: '5' },
      { receipt_max_bytes: 10 * 1024 * 1024 + 1 },
      { point_expiry_years: 11 },
      { referral_referee_points: -1 },
      { burn_thb_per_point: 0 },
      { burn_thb_per_point: 0.255 },
      { burn_thb_per_point: '0.25' },
    ]) {
      expect(programmeRulesInput.safeParse({ ...rules, ...wrong }).success, JSON.stringify(wrong)).toBe(false);
    }
    const { transfer_daily_cap: _missing, ...incomplete } = rules;
    expect(programmeRulesInput.safeParse(incomplete).success).toBe(false);
  });

  it('moves a shipment only to a later step, with carrier text free of control characters', () => {
    const input = adminAdvanceShipment.input;
    expect(input.safeParse({ to: 'shipped', carrier: 'Kerry Express', tracking_no: 'TH1' }).success).toBe(true);
    expect(input.safeParse({ to: 'ordered' }).success).toBe(false);
    expect(input.safeParse({ carrier: 'Kerry\u0000', tracking_no: 'TH1' }).success).toBe(false);
    expect(input.safeParse({ carrier: '   ', tracking_no: 'TH1' }).success).toBe(false);
  });

  it('lists shipments of a known step only, 100 at most a page', () => {
    expect(listShipments.input.parse({ status: 'packed', page: '2' })).toMatchObject({ status: 'packed', page: 2 });
    expect(listShipments.input.safeParse({ status: 'lost' }).success).toBe(false);
    expect(listShipments.input.safeParse({ limit: '101' }).success).toBe(false);
  });

  it('needs a counter code that is text', () => {
    expect(adminVerifyCounterCode.input.safeParse({ code: '12 3456 7890' }).success).toBe(true);
    expect(adminVerifyCounterCode.input.safeParse({ code: 1234567890 }).success).toBe(false);
    expect(adminVerifyCounterCode.input.safeParse({ code: '' }).success).toBe(false);
  });
});
