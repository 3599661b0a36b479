import { identifyTillMember, TILL_CODE_MAX_LENGTH, type TillMember } from '@loyalty/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card-classes';
import { TextField } from '@/components/ui/text-field';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useIdentifyTillMember } from '../api/till';
import { TillNotice } from './till-notice';

const TillCamera = lazy(() => import('./till-camera'));

/**
 * Finds the customer by the code they show (DESIGN §13): a member code or a card's counter code, typed,
 * read by a USB barcode scanner (which types it and presses Enter into the focused field), or scanned as
 * a QR code with the camera. After a refusal the code is selected, so the next scan replaces it.
 */
export function IdentifyForm({ onIdentified }: { onIdentified: (member: TillMember, at: number) => void }) {
  const { t } = useTranslation('admin-till');
  const identify = useIdentifyTillMember();
  const [isScanning, setIsScanning] = useState(false);
  const form = useContractForm(identifyTillMember.input, { defaultValues: { code: '' } });

  const submit = form.submit(async (input) => {
    try {
      onIdentified(await identify.mutateAsync(input), Date.now());
    } catch (refusal) {
      form.setFocus('code', { shouldSelect: true });
      throw refusal;
    }
  });

  const onDetected = (raw: string) => {
    setIsScanning(false);
    form.setValue('code', raw.trim());
    void submit();
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="till-identify-title"
      className={cardClasses({ radius: 'md', padding: 'lg' }, 'flex flex-col gap-4')}
    >
      <h2 id="till-identify-title" className="text-lg font-semibold text-ink-900">
        {t('identify.title')}
      </h2>
      <TextField
        label={t('identify.code')}
        hint={t('identify.hint')}
        // The till waits for a code: a barcode scanner types into the focused field.
        autoFocus
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="characters"
        maxLength={TILL_CODE_MAX_LENGTH}
        {...form.fieldProps('code')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={form.isPending} aria-busy={form.isPending} className="min-h-12">
          {form.isPending ? t('identify.pending') : t('identify.submit')}
        </Button>
        <Button variant="secondary" className="min-h-12" onClick={() => setIsScanning((is) => !is)}>
          {isScanning ? t('identify.stopScan') : t('identify.scan')}
        </Button>
      </div>
      {isScanning ? (
        <Suspense fallback={<p role="status">{t('identify.camera.starting')}</p>}>
          <TillCamera onDetected={onDetected} />
        </Suspense>
      ) : null}
      <TillNotice form={form} step="identify" testId="till-identify-refusal" />
    </form>
  );
}
