import type { CallOutput, getTrackingStatus } from '@loyalty/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { Card } from '@/components/ui/card';
import { CheckIcon } from '@/components/ui/content-icons';
import { WordBreaks } from '@/components/ui/word-breaks';
import { formatDateTime } from '@/lib/format-time';
import { trackingQueryOptions } from '../api/history';

type Tracking = CallOutput<typeof getTrackingStatus>;

/** ordered → packed → shipped → delivered as an ordered list; each step done shows its date. */
function TrackingSteps({ steps }: { steps: Tracking['steps'] }) {
  const { t, i18n } = useTranslation('redemption');
  return (
    <ol className="flex flex-col" aria-label={t('tracking.stepsLabel')} data-testid="tracking-steps">
      {steps.map((step, index) => (
        <li
          key={step.step}
          className="relative flex gap-4 pb-6 last:pb-0"
          data-testid={`tracking-step-${step.step}`}
          data-done={step.done}
          aria-current={step.done && !steps[index + 1]?.done ? 'step' : undefined}
        >
          {index < steps.length - 1 ? (
            <span
              className={`absolute top-9 left-[17px] h-[calc(100%-2.25rem)] w-0.5 ${steps[index + 1]?.done ? 'bg-brand-600' : 'bg-ink-200'}`}
              aria-hidden
            />
          ) : null}
          <span
            className={`grid size-9 shrink-0 place-items-center rounded-full ${step.done ? 'bg-brand-600 text-white' : 'border-2 border-ink-200 bg-white text-ink-400'}`}
            aria-hidden
          >
            {step.done ? <CheckIcon className="size-5" /> : index + 1}
          </span>
          <div className="flex flex-col pt-1">
            <p className={`font-semibold ${step.done ? 'text-ink-900' : 'text-ink-500'}`}>
              {t(`tracking.step.${step.step}`)}
            </p>
            <p className="text-sm text-ink-600">
              {step.done && step.at ? formatDateTime(step.at, i18n.language) : t('tracking.pending')}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** tracking-status/:id: where a physical reward is, with the carrier's tracking number and the address. */
export function TrackingScreen({ redemptionId }: { redemptionId: number }) {
  const { t, i18n } = useTranslation('redemption');
  const tracking = useQuery(trackingQueryOptions(redemptionId, i18n.language));
  if (tracking.isPending) return <div className="h-96 animate-pulse rounded-3xl bg-ink-100" aria-busy="true" />;
  if (tracking.isError) {
    return <LoadError title={t('tracking.loadError')} error={tracking.error} onRetry={() => void tracking.refetch()} />;
  }
  const { redemption, steps, carrier, tracking_no, shipping_address } = tracking.data;
  const facts = [
    { key: 'order', label: t('tracking.orderNo'), value: redemption.coupon_code },
    { key: 'carrier', label: t('tracking.carrier'), value: carrier ?? t('tracking.notShipped') },
    { key: 'number', label: t('tracking.trackingNo'), value: tracking_no ?? t('tracking.notShipped') },
  ];
  return (
    <div className="grid gap-4 desktop:grid-cols-2" data-testid="tracking-screen">
      <Card as="section" className="flex flex-col gap-4">
        <div className="flex gap-4">
          <img
            src={redemption.image_url}
            alt=""
            width={72}
            height={72}
            className="size-18 shrink-0 rounded-2xl bg-ink-100 object-cover"
          />
          <div className="flex min-w-0 flex-col gap-1">
            <p className="text-sm text-ink-600">
              <WordBreaks text={redemption.partner_name} isName />
            </p>
            <h1 className="font-bold text-ink-900" data-testid="tracking-title">
              <WordBreaks text={redemption.title} keepWhole={[redemption.partner_name]} />
            </h1>
          </div>
        </div>
        <TrackingSteps steps={steps} />
      </Card>
      <Card as="section" className="flex flex-col gap-4 self-start">
        <dl className="flex flex-col gap-3">
          {facts.map((fact) => (
            <div key={fact.key} className="flex flex-col" data-testid={`tracking-${fact.key}`}>
              <dt className="text-sm text-ink-600">{fact.label}</dt>
              <dd className="font-semibold text-ink-900">{fact.value}</dd>
            </div>
          ))}
          <div className="flex flex-col" data-testid="tracking-address">
            <dt className="text-sm text-ink-600">{t('tracking.address')}</dt>
            <dd className="text-ink-900">{shipping_address}</dd>
          </div>
        </dl>
      </Card>
    </div>
  );
}
