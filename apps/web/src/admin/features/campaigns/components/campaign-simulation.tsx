import { type CampaignSimulation, simulateCampaign } from '@loyalty/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '@/components/form/form-notice';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { formatBaht, formatPoints } from '@/lib/format';
import { formatDate } from '@/lib/format-time';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { currentLanguage } from '@/lib/i18n';
import { bangkokOfInstant } from '../../../lib/bangkok-time';
import { useSimulateCampaign } from '../api/campaigns';

const DAY_MS = 86_400_000;
/** The Bangkok calendar day `daysAgo` days before today, as a date field's value. */
const bangkokDayBefore = (daysAgo: number) =>
  bangkokOfInstant(new Date(Date.now() - daysAgo * DAY_MS).toISOString()).slice(0, 10);
/** Midnight starting a Bangkok calendar day, as an instant; an empty field is no instant. */
const startOfBangkokDay = (day: string) => (day ? `${day}T00:00:00+07:00` : null);
/** Midnight ending a Bangkok calendar day (the next day's start), so the last day counts whole. */
const endOfBangkokDay = (day: string) => {
  const start = startOfBangkokDay(day);
  return start === null ? null : new Date(Date.parse(start) + DAY_MS).toISOString();
};

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="flex flex-col gap-0.5" data-testid={testId}>
      <dt className="text-sm text-ink-600">{label}</dt>
      <dd className="text-xl font-bold text-ink-900">{children}</dd>
    </div>
  );
}

function SimulationFigures({ simulation }: { simulation: CampaignSimulation }) {
  const { t } = useTranslation('admin-campaigns');
  const language = currentLanguage();
  const number = (value: number) => formatPoints(value, language);
  return (
    <section className="flex flex-col gap-3" aria-labelledby="campaign-simulation-result" data-testid="simulation">
      <h3 id="campaign-simulation-result" className="font-semibold text-ink-900">
        {t('simulation.result', {
          from: formatDate(simulation.from, language),
          // The period ends at the midnight after its last day, which is the day shown.
          to: formatDate(new Date(Date.parse(simulation.to) - 1).toISOString(), language),
        })}
      </h3>
      <dl className="grid grid-cols-2 gap-4 desktop:grid-cols-5">
        <Figure label={t('simulation.purchases')} testId="simulation-purchases">
          {number(simulation.purchases)}
        </Figure>
        <Figure label={t('simulation.qualifying')} testId="simulation-qualifying">
          {number(simulation.qualifying_purchases)}
        </Figure>
        <Figure label={t('simulation.points')} testId="simulation-points">
          {number(simulation.points)}
        </Figure>
        <Figure label={t('simulation.members')} testId="simulation-members">
          {number(simulation.members)}
        </Figure>
        <Figure label={t('simulation.cost')} testId="simulation-cost">
          {formatBaht(simulation.cost_thb, language)}
          <span className="block text-sm font-normal text-ink-600">
            {t('simulation.costRate', { rate: formatBaht(simulation.burn_thb_per_point, language) })}
          </span>
        </Figure>
      </dl>
      {simulation.budget_exhausted ? (
        <p className="rounded-2xl bg-amber-50 px-4 py-3 text-amber-900" data-testid="simulation-exhausted">
          {t('simulation.budgetExhausted')}
        </p>
      ) : null}
    </section>
  );
}

/**
 * DESIGN §14 simulation: a past period's sales and receipts replayed through the campaign as it is now
 * (its cap and budget included) before anyone activates it. Whole Bangkok days, the last 30 by default;
 * the contract's own check refuses a period longer than it allows before it is sent.
 */
export function CampaignSimulationPanel({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation('admin-campaigns');
  const simulate = useSimulateCampaign(campaignId);
  const form = useContractForm(simulateCampaign.input, {
    defaultValues: { from: bangkokDayBefore(30), to: bangkokDayBefore(1) },
    toInput: (values) => ({ from: startOfBangkokDay(values.from), to: endOfBangkokDay(values.to) }),
  });
  return (
    <Card as="section" radius="md" padding="lg" className="flex flex-col gap-4" aria-labelledby="campaign-simulation">
      <div className="flex flex-col gap-1">
        <h2 id="campaign-simulation" className="text-lg font-semibold text-ink-900">
          {t('simulation.title')}
        </h2>
        <p className="text-ink-600">{t('simulation.intro')}</p>
      </div>
      <form
        noValidate
        onSubmit={form.submit((input) => simulate.mutateAsync(input))}
        className="flex flex-wrap items-start gap-3"
        aria-labelledby="campaign-simulation"
      >
        <TextField label={t('simulation.from')} type="date" className="w-56" {...form.fieldProps('from')} />
        <TextField label={t('simulation.to')} type="date" className="w-56" {...form.fieldProps('to')} />
        <Button type="submit" className="mt-7" disabled={form.isPending} data-testid="simulation-run">
          {form.isPending ? t('simulation.running') : t('simulation.run')}
        </Button>
      </form>
      <FormNotice form={form} testId="simulation-notice" />
      {simulate.data && !form.isPending ? <SimulationFigures simulation={simulate.data} /> : null}
    </Card>
  );
}
