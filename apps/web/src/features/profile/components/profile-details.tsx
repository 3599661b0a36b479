import type { CustomerInfo } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { TierStatus } from '@/components/tier-status/tier-status';
import { Avatar } from '@/components/ui/avatar';
import { WordBreaks } from '@/components/ui/word-breaks';
import { politeNameContext } from '@/lib/polite-name';
import { DETAILS, fullNameOf, profileRowsOf } from '../lib/profile-details-classes';

/**
 * The profile card: name, member id, tier, the tier's status (what keeps it and what reaches the next,
 * DESIGN §14) and the spending behind it, points, contacts.
 */
export function ProfileDetails({ customer }: { customer: CustomerInfo }) {
  const { t, i18n } = useTranslation('member');
  const { t: tCommon } = useTranslation();
  const fullName = fullNameOf(customer);
  const rows = profileRowsOf(customer, i18n.language);
  return (
    <div className={DETAILS.box}>
      <div className={DETAILS.header}>
        <Avatar src={customer.picture_url} size={DETAILS.avatarSize} />
        <div className={DETAILS.names}>
          <p className={DETAILS.name} data-testid="profile-name">
            <WordBreaks
              text={customer.first_name ? tCommon('member.politeName', politeNameContext(fullName)) : fullName}
              isName
            />
          </p>
          <p className={DETAILS.tierLine}>
            <span className={DETAILS.tier}>{customer.member_tier_desc}</span>
          </p>
        </div>
      </div>
      <section className={DETAILS.tierCard} aria-labelledby="profile-tier-status" data-testid="profile-tier-status">
        <h2 id="profile-tier-status" className={DETAILS.tierTitle}>
          {t('profile.tierStatus')}
        </h2>
        <TierStatus customer={customer} tone="plain" />
      </section>
      <dl className={DETAILS.list} aria-label={t('profile.detailsLabel')}>
        {rows.map((row) => (
          <div key={row.key} className={DETAILS.row} data-testid={`profile-${row.key}`}>
            <dt className={DETAILS.term}>{t(`profile.${row.label}`)}</dt>
            <dd className={DETAILS.value(Boolean(row.value))}>{row.value || t('profile.notProvided')}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
