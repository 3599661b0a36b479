import { type Redemption, storeCodeField } from '@loyalty/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withLoader } from '@/components/feedback/loader-store';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { describeError, useErrorText } from '@/lib/error-message';
import { markCouponUsed } from '../api/coupon';
import { checkMerchant } from '../api/merchant';
import {
  selectStoreCode,
  selectStoreCodeError,
  selectStoreCodeErrorMessage,
  setStoreCode,
  setStoreCodeError,
  usePrivilegeStore,
} from '../stores/privilege-store';

interface CheckedStore {
  storeCode: string;
  storeName: string;
}

/**
 * Using an e-coupon at the counter: the store code (SPEC §3 storeCode, storeCodeError,
 * storeCodeErrorMessage) is checked with CheckMerchant, the member confirms the store, then
 * UpdateCouponCode marks the coupon used once and `onUsed` receives the used redemption.
 */
export function StoreCodeForm({
  redemptionId,
  onUsed,
}: {
  redemptionId: number;
  onUsed: (redemption: Redemption) => void;
}) {
  const { t } = useTranslation('redemption');
  const storeCode = usePrivilegeStore(selectStoreCode);
  const hasError = usePrivilegeStore(selectStoreCodeError);
  const errorMessage = usePrivilegeStore(selectStoreCodeErrorMessage);
  const [checked, setChecked] = useState<CheckedStore | null>(null);
  const [markFailure, setMarkFailure] = useState<unknown>(null);
  const markFailureText = useErrorText(markFailure);
  const confirmTitleId = useId();

  const onCheck = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = storeCodeField.safeParse(storeCode);
    if (!parsed.success) {
      setStoreCodeError(t('coupon.storeCodeInvalid'));
      return;
    }
    setStoreCodeError(null);
    await withLoader(async () => {
      try {
        const store = await checkMerchant(redemptionId, parsed.data);
        setChecked({ storeCode: store.store_code, storeName: store.store_name });
      } catch (failure) {
        setStoreCodeError(describeError(failure));
      }
    });
  };

  const onConfirm = async () => {
    if (!checked) return;
    setMarkFailure(null);
    await withLoader(async () => {
      try {
        const used = await markCouponUsed(redemptionId, checked.storeCode);
        setChecked(null);
        setStoreCode('');
        onUsed(used);
      } catch (failure) {
        setMarkFailure(failure);
      }
    });
  };

  if (checked) {
    return (
      <section
        className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm"
        aria-labelledby={confirmTitleId}
        data-testid="store-code-confirm"
      >
        <h2 id={confirmTitleId} className="text-lg font-bold text-ink-900">
          {t('coupon.confirmTitle', { store: checked.storeName })}
        </h2>
        <p className="text-ink-700">{t('coupon.confirmBody')}</p>
        {markFailure ? (
          <p role="alert" className="font-medium text-brand-700" data-testid="store-code-use-error">
            {markFailureText}
          </p>
        ) : null}
        <div className="grid gap-3 tablet:grid-cols-2">
          <Button variant="secondary" onClick={() => setChecked(null)} data-testid="store-code-cancel">
            {t('coupon.cancel')}
          </Button>
          <Button onClick={() => void onConfirm()} data-testid="store-code-use">
            {t('coupon.confirm')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <form
      onSubmit={(event) => void onCheck(event)}
      noValidate
      className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm"
      data-testid="store-code-form"
    >
      <h2 className="text-lg font-bold text-ink-900">{t('coupon.useTitle')}</h2>
      <TextField
        label={t('coupon.storeCode')}
        hint={t('coupon.useHint')}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={32}
        value={storeCode}
        onChange={(event) => {
          setStoreCode(event.target.value);
          if (hasError) setStoreCodeError(null);
        }}
        error={hasError ? errorMessage : undefined}
        data-testid="store-code-input"
      />
      <Button type="submit" data-testid="store-code-check">
        {t('coupon.check')}
      </Button>
    </form>
  );
}
