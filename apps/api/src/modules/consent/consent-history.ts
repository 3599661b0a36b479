import type { ConsentHistoryEntry, ConsentPurpose } from '@loyalty/contracts';
import type { consentHistory } from '../../db/schema.js';

/** One consent_history row: the three flags as one UpdateConsent left them, and the versions it named. */
export type ConsentSnapshotRow = Pick<
  typeof consentHistory.$inferSelect,
  | 'policyVersion'
  | 'termsVersion'
  | 'acceptConsentAndPolicy'
  | 'acceptNewsAndPromotions'
  | 'acceptPreferenceAndInterest'
  | 'createdAt'
>;

const PURPOSE_FLAGS = [
  ['consentandpolicy', 'acceptConsentAndPolicy'],
  ['newsandpromotions', 'acceptNewsAndPromotions'],
  ['preferenceandinterest', 'acceptPreferenceAndInterest'],
] as const satisfies readonly (readonly [ConsentPurpose, keyof ConsentSnapshotRow])[];

/**
 * consent_history keeps one snapshot of the three flags per UpdateConsent; a member's history names each
 * purpose given or withdrawn (DESIGN §16). The first snapshot gives every purpose that is true (nothing was
 * given before it); each later one gives what changed from the one before. `snapshots` are oldest first;
 * the entries come newest first, purposes in CONSENT_PURPOSES order within one snapshot.
 */
export function deriveConsentHistory(snapshots: readonly ConsentSnapshotRow[]): ConsentHistoryEntry[] {
  const entries: ConsentHistoryEntry[] = [];
  let previous: ConsentSnapshotRow | undefined;
  for (const snapshot of snapshots) {
    const changes: ConsentHistoryEntry[] = [];
    for (const [purpose, flag] of PURPOSE_FLAGS) {
      const given = snapshot[flag];
      const changed = previous ? previous[flag] !== given : given;
      if (changed) {
        changes.push({
          purpose,
          policy_version: snapshot.policyVersion,
          terms_version: snapshot.termsVersion,
          given,
          at: snapshot.createdAt.toISOString(),
        });
      }
    }
    entries.unshift(...changes);
    previous = snapshot;
  }
  return entries;
}
