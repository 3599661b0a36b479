import { thbForPoints } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card-classes';
import { formatBahtAndSatang, formatPoints } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';

export interface MemberStanding {
  display_name: string;
  mbk_member_id: string;
  tier: string;
  point_balance: number;
  burn_thb_per_point: number;
}

/** Who the cashier serves: name, member ID, tier, and the balance with what it pays for (DESIGN §13). */
export function MemberSummary({ member, onNext }: { member: MemberStanding; onNext: () => void }) {
  const { t } = useTranslation('admin-till');
  const language = currentLanguage();
  const worth = formatBahtAndSatang(thbForPoints(member.point_balance, member.burn_thb_per_point), language);
  return (
    <section
      aria-labelledby="till-member-name"
      className={cardClasses({ radius: 'md', padding: 'lg' }, 'flex flex-wrap items-start gap-x-8 gap-y-4')}
      data-testid="till-member"
    >
      <div className="flex min-w-0 flex-1 basis-56 flex-col gap-1">
        <p className="text-sm font-semibold uppercase tracking-wide text-ink-600">{t('member.label')}</p>
        <h2 id="till-member-name" className="text-2xl font-bold text-ink-900">
          {member.display_name}
        </h2>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 text-ink-700">
          <dt>{t('member.memberId')}</dt>
          <dd className="font-mono">{member.mbk_member_id}</dd>
          <dt>{t('member.tier')}</dt>
          <dd className="font-semibold" data-testid="till-member-tier">
            {member.tier}
          </dd>
        </dl>
      </div>
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-ink-600">{t('member.balance')}</p>
        <p className="text-3xl font-bold tabular-nums text-ink-900" data-testid="till-member-balance">
          {formatPoints(member.point_balance, language)}
        </p>
        <p className="text-ink-600" data-testid="till-member-worth">
          {t('member.worth', { amount: worth })}
        </p>
      </div>
      <Button variant="secondary" onClick={onNext} className="min-h-12 self-center" data-testid="till-next">
        {t('member.next')}
      </Button>
    </section>
  );
}
