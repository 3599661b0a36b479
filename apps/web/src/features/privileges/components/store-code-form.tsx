import { STORE_CODE_MAX_LENGTH, storeCodeField } from '@loyalty/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cardClasses } from '@/components/ui/card-classes';
import { TextField } from '@/components/ui/text-field';
import { describeError, useErrorText } from '@/lib/error-message';
import { useCheckMerchant } from '../api/check-merchant';
import { useUpdateCouponCode } from '../api/update-coupon-code';
import { setStoreCode, setStoreCodeError, usePrivilegeUiStore } from '../stores/privilege-ui-store';

interface CheckedStore {
  storeCode: string;
  storeName: string;
}

/**
 * Using an e-coupon at the counter: the store code (SPEC §3 storeCode, storeCodeError,
 * storeCodeErrorMessage) is checked with CheckMerchant, the member confirms the store, then
 * UpdateCouponCode marks the coupon used once (the cached redemption takes the answer) and `onUsed` runs.
 */
export function StoreCodeForm({ redemptionId, onUsed }: { redemptionId: number; onUsed: () => void }) {
  const { t } = useTranslation('redemption');
  const storeCode = usePrivilegeUiStore((s) => s.storeCode);
  const hasError = usePrivilegeUiStore((s) => s.storeCodeError);
  const errorMessage = usePrivilegeUiStore((s) => s.storeCodeErrorMessage);
  const checkMerchant = useCheckMerchant();
  const markUsed = useUpdateCouponCode();
  const [checked, setChecked] = useState<CheckedStore | null>(null);
  const markFailureText = useErrorText(markUsed.error);
  const confirmTitleId = useId();

  const onCheck = (event: FormEvent) => {
    event.preventDefault();
    const parsed = storeCodeField.safeParse(storeCode);
    if (!parsed.success) {
      setStoreCodeError(t('coupon.storeCodeInvalid'));
      return;
    }
    setStoreCodeError(null);
    checkMerchant.mutate(
      { redemptionId, storeCode: parsed.data },
      {
        onSuccess: (store) => setChecked({ storeCode: store.store_code, storeName: store.store_name }),
        onError: (failure) => setStoreCodeError(describeError(failure)),
      },
    );
  };

  const onConfirm = (store: CheckedStore) =>
    markUsed.mutate(
      { redemptionId, storeCode: store.storeCode },
      {
        onSuccess: () => {
          setChecked(null);
          setStoreCode('');
          onUsed();
        },
      },
    );

  if (checked) {
    return (
      <Card
        as="section"
        className="flex flex-col gap-4"
        aria-labelledby={confirmTitleId}
        data-testid="store-code-confirm"
      >
        <h2 id={confirmTitleId} className="text-lg font-bold text-ink-900">
          {t('coupon.confirmTitle', { store: checked.storeName })}
        </h2>
        <p className="text-ink-700">{t('coupon.confirmBody')}</p>
        {markUsed.isError ? (
          <p role="alert" className="font-medium text-brand-700" data-testid="store-code-use-error">
            {markFailureText}
          </p>
        ) : null}
        <div className="grid gap-3 tablet:grid-cols-2">
          <Button
            variant="secondary"
            onClick={() => {
              markUsed.reset();
              setChecked(null);
            }}
            data-testid="store-code-cancel"
          >
            {t('coupon.cancel')}
          </Button>
          <Button onClick={() => onConfirm(checked)} data-testid="store-code-use">
            {t('coupon.confirm')}
          </Button>
        </div>
      </Card>
    );
  }

  return (
    <form
      onSubmit={onCheck}
      noValidate
      className={cardClasses({}, 'flex flex-col gap-4')}
      data-testid="store-code-form"
    >
      <h2 className="text-lg font-bold text-ink-900">{t('coupon.useTitle')}</h2>
      <TextField
        label={t('coupon.storeCode')}
        hint={t('coupon.useHint')}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={STORE_CODE_MAX_LENGTH}
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
