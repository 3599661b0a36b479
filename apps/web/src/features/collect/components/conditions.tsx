import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { Card } from '@/components/ui/card';
import { HistoryIcon, TransferIcon } from '@/components/ui/content-icons';
import { type IconProps, UserIcon } from '@/components/ui/icons';
import { formatBaht, formatPoints } from '@/lib/format';
import { usePointRules } from '../api/point-rules';
import { ArticleIcon, InfoIcon, ReceiptIcon, TicketIcon } from './collect-icons';

interface ConditionSection {
  key: string;
  Icon: ComponentType<IconProps>;
  items: readonly string[];
}

/** Years as each language counts them: Thai readers count in the Buddhist era (543 years ahead). */
const yearIn = (year: number, language: string) => String(language === 'th' ? year + 543 : year);

interface ConditionListProps {
  sections: ConditionSection[];
  values: Record<string, string>;
  /** The number a text counts, by its key, which picks the text's plural form ("1 receipt", "5 receipts"). */
  counts?: Record<string, number>;
}

function ConditionList({ sections, values, counts = {} }: ConditionListProps) {
  const { t } = useTranslation('collect');
  // The keys are built from the section tables below, which mirror the locale files; the component tests
  // render every section in both languages, so a missing key fails there rather than in the type checker.
  const text = (key: string) => String(t(key as never, { ...values, count: counts[key] } as never));
  return (
    <div className="grid gap-4 desktop:grid-cols-2">
      {sections.map(({ key, Icon, items }) => (
        <Card
          key={key}
          aria-labelledby={`condition-${key}`}
          as="section"
          padding="lg"
          isOutlined
          className="flex flex-col gap-3"
          data-testid={`condition-${key}`}
        >
          <h2 id={`condition-${key}`} className="flex items-center gap-3 text-lg font-bold text-ink-900">
            <span className="grid size-10 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-600">
              <Icon className="size-6" />
            </span>
            {text(`${key}.title`)}
          </h2>
          <ul className="flex list-disc flex-col gap-2 pl-5 leading-relaxed text-ink-700">
            {items.map((item) => (
              <li key={item}>{text(`${key}.${item}`)}</li>
            ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}

const POINT_SECTIONS: ConditionSection[] = [
  { key: 'conditions.points.receipts', Icon: ReceiptIcon, items: ['rate', 'review', 'files', 'quota'] },
  { key: 'conditions.points.codes', Icon: TicketIcon, items: ['once', 'window'] },
  { key: 'conditions.points.articles', Icon: ArticleIcon, items: ['read', 'once'] },
  { key: 'conditions.points.referral', Icon: UserIcon, items: ['reward', 'when'] },
  { key: 'conditions.points.expiry', Icon: HistoryIcon, items: ['rule', 'example', 'order'] },
  { key: 'conditions.points.transfer', Icon: TransferIcon, items: ['who', 'amount', 'expiry'] },
];

const BYTES_PER_MB = 1024 * 1024;

/** point-condition: how each way of earning works and what happens to points afterwards, from the rules the programme runs on now. */
export function PointConditions() {
  const { t, i18n } = useTranslation('collect');
  const rules = usePointRules();
  const language = i18n.language;
  if (rules.isError) {
    return <LoadError title={t('conditions.loadError')} error={rules.error} onRetry={() => void rules.refetch()} />;
  }
  if (!rules.data) return <div className="h-96 animate-pulse rounded-3xl bg-white/70" aria-hidden />;
  const thisYear = new Date().getFullYear();
  const rewardPoints = (points: number) =>
    t('conditions.points.referral.rewardPoints', { count: points, points: formatPoints(points, language) });
  const values = {
    baht: formatBaht(rules.data.receipt_baht_per_point, language),
    quota: String(rules.data.receipt_daily_quota),
    max: String(Math.floor(rules.data.receipt_max_bytes / BYTES_PER_MB)),
    referrer: rewardPoints(rules.data.referral_referrer_points),
    referee: rewardPoints(rules.data.referral_referee_points),
    cap: formatPoints(rules.data.transfer_daily_cap, language),
    years: String(rules.data.point_expiry_years),
    earnYear: yearIn(thisYear, language),
    expiryYear: yearIn(thisYear + rules.data.point_expiry_years, language),
  };
  return (
    <>
      <p className="leading-relaxed text-ink-700">{t('conditions.points.intro')}</p>
      <ConditionList
        sections={POINT_SECTIONS}
        values={values}
        counts={{
          'conditions.points.receipts.quota': rules.data.receipt_daily_quota,
          'conditions.points.expiry.rule': rules.data.point_expiry_years,
          'conditions.points.transfer.amount': rules.data.transfer_daily_cap,
        }}
      />
    </>
  );
}

const PROMO_SECTIONS: ConditionSection[] = [
  { key: 'conditions.promo.using', Icon: TicketIcon, items: ['preview', 'once', 'limit', 'window'] },
  { key: 'conditions.promo.entering', Icon: InfoIcon, items: ['format', 'link', 'scan'] },
  { key: 'conditions.promo.points', Icon: ReceiptIcon, items: ['expiry', 'value', 'misuse'] },
];

/** promo-condition: the rules every promo and scanned code follows (DESIGN §5, §6). */
export function PromoConditions() {
  const { t } = useTranslation('collect');
  return (
    <>
      <p className="leading-relaxed text-ink-700">{t('conditions.promo.intro')}</p>
      <ConditionList sections={PROMO_SECTIONS} values={{}} />
    </>
  );
}
