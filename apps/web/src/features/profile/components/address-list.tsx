import { type Address, MAX_ADDRESSES, pathOf } from '@loyalty/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { withLoader } from '@/components/feedback/loader-store';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cardClasses } from '@/components/ui/card-classes';
import { PencilIcon, PlusIcon, TrashIcon } from '@/components/ui/content-icons';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Notice } from '@/components/ui/notice';
import { useErrorText } from '@/lib/error-message';
import { formatPhone } from '@/lib/format';
import { addressesQueryOptions, deleteAddress } from '../api/addresses';
import { profileKeys } from '../api/keys';

export function formatAddress(address: Address, language: string): string {
  const th = language === 'th';
  const place = [
    address.address,
    th ? address.sub_district_th : address.sub_district_en,
    th ? address.district_th : address.district_en,
    th ? address.province_th : address.province_en,
  ].filter(Boolean);
  // Thai addresses run on with spaces; English ones separate their parts with commas.
  return `${place.join(th ? ' ' : ', ')} ${address.postal_code}`.trim();
}

/**
 * The question before an address goes (decision 042's dialog): the focus stays in it until it is answered
 * and goes back to the delete button when the address is kept; Escape keeps it. A refused delete is told
 * here, where the member is looking.
 */
function DeleteAddressDialog({
  isPending,
  errorText,
  onDelete,
  onKeep,
}: {
  isPending: boolean;
  errorText: string | null;
  onDelete: () => void;
  onKeep: () => void;
}) {
  const { t } = useTranslation('profile');
  const titleId = useId();
  return (
    <Dialog
      role="alertdialog"
      aria-labelledby={titleId}
      onDismiss={onKeep}
      className={cardClasses(
        { elevation: 'lg', padding: 'lg' },
        'm-auto w-[calc(100%-2rem)] max-w-md flex-col gap-4 backdrop:bg-ink-900/40 open:flex',
      )}
    >
      <h2 id={titleId} className="text-lg font-bold text-ink-900">
        {t('address.confirmDelete')}
      </h2>
      {errorText ? <Notice>{errorText}</Notice> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onKeep}>
          {t('address.keep')}
        </Button>
        <Button onClick={onDelete} disabled={isPending} data-testid="address-delete-confirm">
          {t('address.delete')}
        </Button>
      </div>
    </Dialog>
  );
}

/** address-list: the member's addresses with edit and a confirmed delete. */
export function AddressList() {
  const { t, i18n } = useTranslation('profile');
  const queryClient = useQueryClient();
  const addresses = useQuery(addressesQueryOptions());
  const [confirming, setConfirming] = useState<number | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const errorText = useErrorText(error);

  if (addresses.isPending) return <div className="h-40 animate-pulse rounded-3xl bg-ink-100" aria-busy="true" />;
  if (addresses.isError) {
    return (
      <LoadError title={t('address.loadError')} error={addresses.error} onRetry={() => void addresses.refetch()} />
    );
  }
  const addLink = (
    <ButtonLink to={pathOf('address-field', { id: 'new' })} data-testid="address-add">
      <PlusIcon className="size-5" />
      {t('address.add')}
    </ButtonLink>
  );
  if (addresses.data.length === 0) return <EmptyState action={addLink}>{t('address.empty')}</EmptyState>;

  const onDelete = async (id: number) => {
    setError(null);
    setIsDeleting(true);
    try {
      await withLoader(deleteAddress(id));
      setConfirming(null);
      await queryClient.invalidateQueries({ queryKey: profileKeys.addresses() });
    } catch (failure) {
      setError(failure);
    } finally {
      setIsDeleting(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3" data-testid="address-list">
        {addresses.data.map((address) => (
          <Card key={address.address_id} as="li" className="flex flex-col gap-3">
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="font-semibold text-ink-900">
                  {address.recipient_name} · {formatPhone(address.mobile_no)}
                </p>
                <p className="text-ink-600">{formatAddress(address, i18n.language)}</p>
              </div>
              {address.is_default ? (
                <span className="shrink-0 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">
                  {t('address.default')}
                </span>
              ) : null}
            </div>
            <div className="flex gap-2">
              <ButtonLink to={pathOf('address-field', { id: address.address_id })} variant="secondary">
                <PencilIcon className="size-4" />
                {t('address.edit')}
              </ButtonLink>
              <Button variant="ghost" onClick={() => setConfirming(address.address_id)} data-testid="address-delete">
                <TrashIcon className="size-4" />
                {t('address.delete')}
              </Button>
            </div>
          </Card>
        ))}
      </ul>
      {confirming === null ? null : (
        <DeleteAddressDialog
          isPending={isDeleting}
          errorText={error ? errorText : null}
          onDelete={() => void onDelete(confirming)}
          onKeep={() => setConfirming(null)}
        />
      )}
      {error && confirming === null ? <Notice>{errorText}</Notice> : null}
      {addresses.data.length < MAX_ADDRESSES ? (
        addLink
      ) : (
        <p className="text-ink-600">{t('address.limit', { max: MAX_ADDRESSES })}</p>
      )}
    </div>
  );
}
