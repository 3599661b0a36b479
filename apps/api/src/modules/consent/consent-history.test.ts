import { describe, expect, it } from 'vitest';
import { type ConsentSnapshotRow, deriveConsentHistory } from './consent-history.js';

function snapshot(at: string, flags: [boolean, boolean, boolean], policyVersion = '1.0'): ConsentSnapshotRow {
  return {
    policyVersion,
    termsVersion: '1.0',
    acceptConsentAndPolicy: flags[0],
    acceptNewsAndPromotions: flags[1],
    acceptPreferenceAndInterest: flags[2],
    createdAt: new Date(at),
  };
}

describe('deriveConsentHistory', () => {
  it('has nothing for a member without snapshots', () => {
    expect(deriveConsentHistory([])).toEqual([]);
  });

  it('gives every purpose that is true in the first snapshot, and none that is false', () => {
    const entries = deriveConsentHistory([snapshot('2026-01-01T00:00:00Z', [true, false, true])]);
    expect(entries.map((entry) => [entry.purpose, entry.given])).toEqual([
      ['consentandpolicy', true],
      ['preferenceandinterest', true],
    ]);
    expect(entries[0]).toMatchObject({ policy_version: '1.0', terms_version: '1.0', at: '2026-01-01T00:00:00.000Z' });
  });

  it('gives only what changed in later snapshots, newest first, with the versions of that snapshot', () => {
    const entries = deriveConsentHistory([
      snapshot('2026-01-01T00:00:00Z', [true, true, false]),
      snapshot('2026-02-01T00:00:00Z', [true, true, false]),
      snapshot('2026-03-01T00:00:00Z', [true, false, true], '2.0'),
    ]);
    expect(entries.map((entry) => [entry.purpose, entry.given, entry.at.slice(0, 7), entry.policy_version])).toEqual([
      ['newsandpromotions', false, '2026-03', '2.0'],
      ['preferenceandinterest', true, '2026-03', '2.0'],
      ['consentandpolicy', true, '2026-01', '1.0'],
      ['newsandpromotions', true, '2026-01', '1.0'],
    ]);
  });
});
