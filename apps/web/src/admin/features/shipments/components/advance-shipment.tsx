import { adminAdvanceShipment, SHIPMENT_NEXT_STEPS, type Shipment, TRACKING_STEPS } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { EditFormFrame } from '../../../components/edit-form/edit-form-frame';
import { useAdvanceShipment } from '../api/shipments';

/** The step after a shipment's current one, or null once delivered. */
export function nextStepOf(shipment: Shipment) {
  const next = TRACKING_STEPS[TRACKING_STEPS.indexOf(shipment.status) + 1];
  return SHIPMENT_NEXT_STEPS.find((step) => step === next) ?? null;
}

/**
 * Moves a shipment one step, naming the step meant (a double click cannot skip one). Shipping asks for
 * the carrier and tracking number, which the member then sees: sent even when empty, so the contract's
 * own text rules call them required.
 */
export function AdvanceShipmentForm({ shipment, onDone }: { shipment: Shipment; onDone: () => void }) {
  const { t } = useTranslation('admin-shipments');
  const advance = useAdvanceShipment();
  const to = nextStepOf(shipment);
  const isShipping = to === 'shipped';
  const form = useContractForm(adminAdvanceShipment.input, {
    defaultValues: { carrier: '', tracking_no: '' },
    toInput: (values) =>
      isShipping ? { to, carrier: values.carrier, tracking_no: values.tracking_no } : { to: to ?? undefined },
  });
  if (!to) return null;
  return (
    <EditFormFrame
      form={form}
      titleId="advance-title"
      title={t('advanceTitle', { order: shipment.order_no, step: t(`steps.${to}`) })}
      submitLabel={t('advanceTo', { step: t(`steps.${to}`) })}
      onSave={(input) => advance.mutateAsync({ id: shipment.redemption_id, input })}
      onSaved={onDone}
      onCancel={onDone}
      noticeTestId="advance-notice"
    >
      {shipment.ship_to ? (
        <p className="text-ink-700 desktop:col-span-2">
          {shipment.ship_to.recipient_name} · {shipment.ship_to.mobile_no} · {shipment.ship_to.address}
        </p>
      ) : null}
      {isShipping ? (
        <>
          <TextField label={t('carrier')} autoComplete="off" {...form.fieldProps('carrier')} />
          <TextField label={t('trackingNo')} autoComplete="off" {...form.fieldProps('tracking_no')} />
        </>
      ) : null}
    </EditFormFrame>
  );
}
