import type { DashboardFinance } from '@loyalty/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cardClasses } from '@/components/ui/card-classes';
import { Table, TableCell, TableRow } from '@/components/ui/table';
import { TextField } from '@/components/ui/text-field';
import { formatBaht, formatPoints } from '@/lib/format';
import { formatCalendarDay } from '@/lib/format-time';
import { currentLanguage } from '@/lib/i18n';
import type { DashboardPeriod } from '../api/dashboard';

function PeriodForm({ finance, onChange }: { finance: DashboardFinance; onChange: (period: DashboardPeriod) => void }) {
  const { t } = useTranslation('admin-dashboard');
  const [from, setFrom] = useState(finance.from);
  const [to, setTo] = useState(finance.to);
  const isReversed = from !== '' && to !== '' && to < from;
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!isReversed) onChange({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
  };
  return (
    <form onSubmit={apply} className="flex flex-wrap items-end gap-3" data-testid="finance-period">
      <TextField label={t('finance.from')} type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
      <TextField
        label={t('finance.to')}
        type="date"
        value={to}
        onChange={(event) => setTo(event.target.value)}
        error={isReversed ? t('finance.reversed') : undefined}
      />
      <Button type="submit" variant="secondary" disabled={isReversed}>
        {t('finance.apply')}
      </Button>
    </form>
  );
}

function Figure({ id, label, value, help }: { id: string; label: string; value: string; help?: string }) {
  return (
    <Card as="li" radius="md" padding="sm" className="flex flex-col gap-1" data-testid={`finance-${id}`}>
      <span className="text-sm text-ink-600">{label}</span>
      <span className="text-2xl font-bold tabular-nums text-ink-900">{value}</span>
      {help ? <span className="text-xs text-ink-600">{help}</span> : null}
    </Card>
  );
}

/**
 * DESIGN §11 "For a team": what the points members hold cost (liability at burn_thb_per_point, what
 * expires soon, per company) and what the chosen Bangkok days saw (earned, expired, breakage, active
 * members, tier mix).
 */
export function FinanceSection({
  finance,
  onPeriodChange,
}: {
  finance: DashboardFinance;
  onPeriodChange: (period: DashboardPeriod) => void;
}) {
  const { t } = useTranslation('admin-dashboard');
  const language = currentLanguage();
  const points = (value: number) => formatPoints(value, language);
  const percent = new Intl.NumberFormat(language === 'th' ? 'th-TH' : 'en-GB', {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const period = { from: formatCalendarDay(finance.from, language), to: formatCalendarDay(finance.to, language) };
  return (
    <section
      aria-labelledby="finance-title"
      className={cardClasses({ radius: 'md', padding: 'lg' }, 'flex flex-col gap-4')}
    >
      <div className="flex flex-col gap-1">
        <h2 id="finance-title" className="text-lg font-semibold text-ink-900">
          {t('finance.title')}
        </h2>
        <p className="text-sm text-ink-600" data-testid="finance-period-summary">
          {t('finance.period', period)}
        </p>
      </div>
      <PeriodForm key={`${finance.from}/${finance.to}`} finance={finance} onChange={onPeriodChange} />
      <ul className="grid grid-cols-2 gap-4 desktop:grid-cols-4" aria-label={t('finance.figures')}>
        <Figure
          id="liability"
          label={t('finance.liability')}
          value={formatBaht(finance.liability_thb, language)}
          help={t('finance.liabilityHelp', {
            points: points(finance.points_outstanding),
            rate: formatBaht(finance.burn_thb_per_point, language),
          })}
        />
        {(['days_30', 'days_60', 'days_90'] as const).map((horizon) => (
          <Figure
            key={horizon}
            id={`expiring-${horizon}`}
            label={t(`finance.expiring.${horizon}`)}
            value={points(finance.expiring[horizon])}
          />
        ))}
        <Figure id="earned" label={t('finance.earned')} value={points(finance.points_earned)} />
        <Figure id="expired" label={t('finance.expired')} value={points(finance.points_expired)} />
        <Figure
          id="breakage"
          label={t('finance.breakage')}
          value={finance.breakage === null ? t('finance.none') : percent.format(finance.breakage)}
          help={t('finance.breakageHelp')}
        />
        <Figure
          id="active"
          label={t('finance.active')}
          value={points(finance.active_members)}
          help={t('finance.activeHelp')}
        />
      </ul>
      <h3 className="font-semibold text-ink-900">{t('finance.tierMix')}</h3>
      <Table
        caption={t('finance.tierMix')}
        columns={[
          { key: 'tier', label: t('finance.tier') },
          { key: 'members', label: t('finance.members'), isNumeric: true },
        ]}
        density="compact"
        testId="tier-mix"
        className="max-w-md"
      >
        {finance.tier_mix.map((tier) => (
          <TableRow key={tier.tier_code}>
            <TableCell isHeader className="font-normal">
              {language === 'th' ? tier.name : tier.name_en}
            </TableCell>
            <TableCell isNumeric>{points(tier.members)}</TableCell>
          </TableRow>
        ))}
      </Table>
      <h3 className="font-semibold text-ink-900">{t('finance.companies')}</h3>
      <section
        className="overflow-x-auto"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways at tablet width, and a keyboard reaches a scrolling region only through its focus (WCAG 2.1.1, axe's scrollable-region-focusable)
        tabIndex={0}
        aria-label={t('finance.companies')}
      >
        <Table
          caption={t('finance.companies')}
          columns={[
            { key: 'company', label: t('finance.company') },
            { key: 'liability', label: t('finance.liability'), isNumeric: true },
            { key: 'outstanding', label: t('finance.outstanding'), isNumeric: true },
            { key: 'days_30', label: t('finance.within.days_30'), isNumeric: true },
            { key: 'days_90', label: t('finance.within.days_90'), isNumeric: true },
          ]}
          density="compact"
          testId="company-liabilities"
        >
          {finance.companies.map((company) => (
            <TableRow key={company.company_id ?? 'other'}>
              <TableCell isHeader className="font-normal">
                {company.company_id === null
                  ? t('finance.otherPoints')
                  : ((language === 'th' ? company.name : company.name_en) ?? '')}
              </TableCell>
              <TableCell isNumeric>{formatBaht(company.liability_thb, language)}</TableCell>
              <TableCell isNumeric>{points(company.points_outstanding)}</TableCell>
              <TableCell isNumeric>{points(company.expiring.days_30)}</TableCell>
              <TableCell isNumeric>{points(company.expiring.days_90)}</TableCell>
            </TableRow>
          ))}
        </Table>
      </section>
    </section>
  );
}
