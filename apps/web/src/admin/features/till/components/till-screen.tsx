import type { TillMember } from '@loyalty/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardClasses } from '@/components/ui/card-classes';
import { Tabs } from '@/components/ui/tabs';
import { type TillOperation, tillStoresQuery, useTillOperations } from '../api/till';
import { useTillStore } from '../lib/till-store';
import { EarnForm } from './earn-form';
import { IdentifyForm } from './identify-form';
import { MemberSummary } from './member-summary';
import { PayForm } from './pay-form';
import { RefundForm } from './refund-form';
import { SessionOperations } from './session-operations';
import { StorePicker } from './store-picker';

const ACTIONS = ['earn', 'refund', 'pay'] as const;
type Action = (typeof ACTIONS)[number];

/** The member found at `identifiedAt`, with the balance and tier the session's later writes answered. */
function standingOf(member: TillMember, identifiedAt: number, operations: TillOperation[]) {
  const later = operations.filter(
    (operation) => operation.customer.mbk_member_id === member.mbk_member_id && operation.at >= identifiedAt,
  );
  const latestSale = later.find((operation) => operation.kind === 'sale');
  return {
    ...member,
    point_balance: later[0]?.result.point_balance ?? member.point_balance,
    tier: latestSale?.kind === 'sale' ? latestSale.result.tier : member.tier,
  };
}

function CustomerActions({
  member,
  identifiedAt,
  storeCode,
  operations,
  onNext,
}: {
  member: TillMember;
  identifiedAt: number;
  storeCode: string | null;
  operations: TillOperation[];
  onNext: () => void;
}) {
  const { t } = useTranslation('admin-till');
  const [action, setAction] = useState<Action>('earn');
  const standing = standingOf(member, identifiedAt, operations);
  const customer = { mbk_member_id: member.mbk_member_id, display_name: member.display_name };
  const sessionSales = operations.filter(
    (operation): operation is Extract<TillOperation, { kind: 'sale' }> => operation.kind === 'sale',
  );
  return (
    <div className="flex flex-col gap-4">
      <MemberSummary member={standing} onNext={onNext} />
      <section className={cardClasses({ radius: 'md', padding: 'lg' }, 'flex flex-col gap-4')}>
        <Tabs
          tabs={ACTIONS}
          value={action}
          onChange={setAction}
          label={t('actions.label')}
          labelOf={(tab) => t(`actions.${tab}`)}
          idOf={(tab) => `till-tab-${tab}`}
          panelId="till-action"
          layout={3}
        />
        <div id="till-action" role="tabpanel" aria-labelledby={`till-tab-${action}`}>
          {action === 'earn' ? <EarnForm customer={customer} storeCode={storeCode} /> : null}
          {action === 'refund' ? <RefundForm customer={customer} sessionSales={sessionSales} /> : null}
          {action === 'pay' ? (
            <PayForm
              customer={customer}
              storeCode={storeCode}
              balance={standing.point_balance}
              burnThbPerPoint={member.burn_thb_per_point}
            />
          ) : null}
        </div>
      </section>
    </div>
  );
}

/**
 * The console's till (DESIGN §13 "Console"), for a shop without a point-of-sale integration: pick the
 * store once a session, find the customer by the code they show, then earn for a receipt, refund a sale
 * or pay with points. Built for a tablet at the counter (800 px) as for a desktop: one column, and the
 * session's list beside it from 1280 px.
 */
export function TillScreen() {
  const { t } = useTranslation('admin-till');
  const stores = useQuery(tillStoresQuery());
  const [chosenStore, chooseStore] = useTillStore();
  const [customer, setCustomer] = useState<{ member: TillMember; at: number } | null>(null);
  const operations = useTillOperations();
  // A store remembered from earlier that is no longer listed is no store.
  const storeCode = stores.data?.some((store) => store.store_code === chosenStore) ? chosenStore : null;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold text-ink-900">{t('title')}</h1>
        <div className="w-full max-w-md">
          <StorePicker stores={stores} value={storeCode ?? ''} onChange={chooseStore} />
        </div>
      </div>
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        {customer ? (
          <CustomerActions
            // A new customer starts on Earn with empty forms.
            key={`${customer.member.mbk_member_id}-${customer.at}`}
            member={customer.member}
            identifiedAt={customer.at}
            storeCode={storeCode}
            operations={operations}
            onNext={() => setCustomer(null)}
          />
        ) : (
          <IdentifyForm onIdentified={(member, at) => setCustomer({ member, at })} />
        )}
        <SessionOperations operations={operations} />
      </div>
    </div>
  );
}
