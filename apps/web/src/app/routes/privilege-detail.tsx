import type { PrivilegeDetail as Privilege } from '@loyalty/contracts';
import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { changeContact } from '@/features/account/api/change-contact';
import { PrivilegeDetail } from '@/features/privileges/components/privilege-detail';
import { RedeemPanel } from '@/features/privileges/components/redeem-panel';
import { storeDetailIds } from '@/features/privileges/lib/detail-ids';
import { addressesQueryOptions } from '@/features/profile/api/addresses';
import { useCustomerInfo } from '@/features/profile/api/get-customer-info';
import { useIsRedeemProfileFilled } from '@/features/profile/api/use-redeem-profile-filled';
import { RedeemProfileStep } from '@/features/profile/components/redeem-profile-step';
import { Framed } from './framed';

/** The detail's ids go to session storage pId and cId before the read (SPEC §3, §7). */
function useDetailIds() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const catId = search.get('catId');
  const [ids, setIds] = useState(() => storeDetailIds(id, catId));
  useLayoutEffect(() => setIds(storeDetailIds(id, catId)), [id, catId]);
  return ids;
}

/**
 * The redeem panel with what it needs of the profile and account features: the balance, the SPEC §4
 * redeem completeness, the step that asks for what is missing (the mobile's change is the account
 * feature's call) and the address list. Composed here because features never import each other (STYLE).
 */
function RedeemAction({ privilege }: { privilege: Privilege }) {
  const customer = useCustomerInfo();
  const isProfileReady = useIsRedeemProfileFilled();
  // A failed profile read still lets the member try: the gate or the server gives the reason.
  const member = customer.isPending ? null : { balance: customer.data?.point_balance ?? 0, isProfileReady };
  return (
    <RedeemPanel
      privilege={privilege}
      member={member}
      addressesQuery={addressesQueryOptions()}
      profileStep={(onCancel) =>
        customer.data ? (
          <RedeemProfileStep customer={customer.data} changeMobile={changeContact} onCancel={onCancel} />
        ) : null
      }
    />
  );
}

export function PrivilegeDetailRoute() {
  const { t } = useTranslation('privileges');
  const { privilegeId, categoryId } = useDetailIds();
  return (
    <Framed>
      {privilegeId !== null && categoryId !== null ? (
        <PrivilegeDetail
          key={privilegeId}
          privilegeId={privilegeId}
          categoryId={categoryId}
          action={(detail) => <RedeemAction privilege={detail} />}
        />
      ) : (
        <EmptyState>{t('detail.notFound')}</EmptyState>
      )}
    </Framed>
  );
}
