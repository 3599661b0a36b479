import type { CustomerInfo } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { TierStatus } from '@/components/tier-status/tier-status';
import { Avatar } from '@/components/ui/avatar';
import { cardClasses } from '@/components/ui/card-classes';
import { WordBreaks } from '@/components/ui/word-breaks';
import { formatBaht, formatPhone, formatPoints } from '@/lib/format';
import { politeNameContext } from '@/lib/polite-name';

/**
 * The profile card: name, member id, tier, the tier's status (what keeps it and what reaches the next,
 * DESIGN §14) and the spending behind it, points, contacts.
 */
export function ProfileDetails({ customer }: { customer: CustomerInfo }) {
  const { t, i18n } = useTranslation('member');
  const { t: tCommon } = useTranslation();
  const fullName = [customer.first_name, customer.last_name].filter(Boolean).join(' ');
  const rows: { key: string; label: string; value: string | null }[] = [
    { key: 'member-id', label: t('profile.memberId'), value: customer.mbk_member_id },
    { key: 'tier', label: t('profile.tier'), value: customer.member_tier_desc },
    { key: 'spending', label: t('profile.spending'), value: formatBaht(customer.spending, i18n.language) },
    { key: 'points', label: t('profile.points'), value: formatPoints(customer.point_balance, i18n.language) },
    { key: 'email', label: t('profile.email'), value: customer.email },
    { key: 'mobile', label: t('profile.mobile'), value: customer.mobile_no && formatPhone(customer.mobile_no) },
    {
      key: 'login-type',
      label: t('profile.loginType'),
      value: i18n.language === 'th' ? customer.login_type_desc_th : customer.login_type_desc_en,
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-4 rounded-3xl bg-gradient-to-br from-brand-600 to-brand-800 p-5 text-white shadow-lg">
        <Avatar src={customer.picture_url} size={64} />
        <div className="min-w-0">
          <p className="line-clamp-2 text-xl font-bold" data-testid="profile-name">
            <WordBreaks
              text={customer.first_name ? tCommon('member.politeName', politeNameContext(fullName)) : fullName}
              isName
            />
          </p>
          <p className="text-white/85">
            <span className="rounded-full bg-gold-300 px-2.5 py-0.5 text-sm font-bold text-ink-900">
              {customer.member_tier_desc}
            </span>
          </p>
        </div>
      </div>
      <section
        className={cardClasses({ padding: 'sm' }, 'flex flex-col gap-2')}
        aria-labelledby="profile-tier-status"
        data-testid="profile-tier-status"
      >
        <h2 id="profile-tier-status" className="font-semibold text-ink-900">
          {t('profile.tierStatus')}
        </h2>
        <TierStatus customer={customer} tone="plain" />
      </section>
      <dl
        className={cardClasses({ padding: 'none' }, 'divide-y divide-ink-100 px-5')}
        aria-label={t('profile.detailsLabel')}
      >
        {rows.map((row) => (
          <div
            key={row.key}
            className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3.5"
            data-testid={`profile-${row.key}`}
          >
            <dt className="text-ink-600">{row.label}</dt>
            <dd className={`text-right font-semibold ${row.value ? 'text-ink-900' : 'text-ink-500'}`}>
              {row.value || t('profile.notProvided')}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
