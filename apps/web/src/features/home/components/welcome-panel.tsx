import { type CustomerInfo, pathOf } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card-classes';
import { CoinsIcon, GiftIcon } from '@/components/ui/icons';
import { formatPoints } from '@/lib/format';
import { politeNameContext } from '@/lib/polite-name';

interface WelcomePanelProps {
  customer: CustomerInfo;
  /** Home itself, or the page the member was on its way to before registering. */
  onContinue: () => void;
}

/**
 * The moment a registration completes (issue 34): the new member's card, the points they start with
 * (a friend's referral gives some, DESIGN §6) and the two things to do next, before home.
 */
export function WelcomePanel({ customer, onContinue }: WelcomePanelProps) {
  const { t, i18n } = useTranslation('member');
  const { t: tCommon } = useTranslation();
  const firstName = customer.first_name?.trim();
  const points = customer.point_balance;
  return (
    <section className="flex flex-col gap-6" aria-labelledby="welcome-title" data-testid="welcome">
      <div className="flex flex-col gap-1">
        <h1 id="welcome-title" className="text-2xl font-bold text-ink-900">
          {firstName
            ? t('welcome.title', { name: tCommon('member.politeName', politeNameContext(firstName)) })
            : t('welcome.titleNoName')}
        </h1>
        <p className="text-ink-600">{t('welcome.body', { brand: tCommon('brand') })}</p>
      </div>
      <div
        className="relative flex aspect-[1.586] w-full max-w-sm flex-col justify-between self-center overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 p-6 text-white shadow-lg"
        data-testid="welcome-card"
      >
        <span className="absolute -right-10 -top-10 size-40 rounded-full bg-white/10" aria-hidden />
        <div className="flex items-start justify-between gap-3">
          <span className="text-lg font-bold">{tCommon('brand')}</span>
          <span className="rounded-full bg-gold-300 px-3 py-1 text-sm font-bold text-ink-900">
            {customer.member_tier_desc}
          </span>
        </div>
        <div className="flex flex-col gap-1">
          <span className="text-sm text-white/80">{t('welcome.memberId')}</span>
          <span className="font-mono text-lg font-semibold tracking-wider">{customer.mbk_member_id}</span>
        </div>
      </div>
      <p
        className={cardClasses({ radius: 'md', padding: 'sm', isOutlined: true }, 'text-center text-ink-800')}
        data-testid="welcome-points"
      >
        {points > 0
          ? t('welcome.firstPoints', { points: formatPoints(points, i18n.language), count: points })
          : t('welcome.noPointsYet')}
      </p>
      <nav aria-label={t('welcome.nextLabel')} className="flex flex-col gap-3">
        <h2 className="font-semibold text-ink-900">{t('welcome.nextLabel')}</h2>
        <ul className="grid gap-3 tablet:grid-cols-2">
          <li>
            <ButtonLink to={pathOf('collect-point')} variant="secondary" className="w-full">
              <CoinsIcon className="size-5" />
              {t('welcome.collect')}
            </ButtonLink>
          </li>
          <li>
            <ButtonLink to={pathOf('privilege')} variant="secondary" className="w-full">
              <GiftIcon className="size-5" />
              {t('welcome.privileges')}
            </ButtonLink>
          </li>
        </ul>
      </nav>
      <Button onClick={onContinue} data-testid="welcome-continue">
        {t('welcome.continue')}
      </Button>
    </section>
  );
}
