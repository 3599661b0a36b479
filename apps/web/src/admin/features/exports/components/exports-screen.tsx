import { exportLedger, exportMembers, exportRedemptions, exportTill } from '@loyalty/contracts';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { currentLanguage } from '@/lib/i18n';
import { CsvExportButton } from '../../../components/data-table/csv-export-button';
import { usePartnerChoices } from '../../../lib/partner-choices';

function ExportPanel({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  return (
    <Card as="section" radius="md" padding="lg" className="flex flex-col gap-3" aria-label={title}>
      <h2 className="text-lg font-semibold text-ink-900">{title}</h2>
      <p className="text-sm text-ink-600">{body}</p>
      <div className="flex flex-wrap items-end justify-between gap-3">{children}</div>
    </Card>
  );
}

/** An export between two Bangkok days, both included (the ledger's, the till's); an empty day is no limit. */
function RangeExportPanel({ kind, call }: { kind: 'ledger' | 'till'; call: typeof exportLedger | typeof exportTill }) {
  const { t } = useTranslation('admin-exports');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const input = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  return (
    <ExportPanel title={t(`${kind}.title`)} body={t(`${kind}.body`)}>
      <TextField label={t('range.from')} type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
      <TextField label={t('range.to')} type="date" value={to} onChange={(event) => setTo(event.target.value)} />
      <CsvExportButton
        call={call}
        input={input}
        fileName={`${kind}.csv`}
        label={t('download')}
        testId={`export-${kind}`}
      />
    </ExportPanel>
  );
}

/** Redemptions of one partner between two Bangkok days: the partner's monthly invoice; empty is every one. */
function RedemptionsExportPanel() {
  const { t } = useTranslation('admin-exports');
  const partners = usePartnerChoices();
  const language = currentLanguage();
  const [partner, setPartner] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const input = {
    ...(partner ? { partner: Number(partner) } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
  return (
    <ExportPanel title={t('redemptions.title')} body={t('redemptions.body')}>
      <SelectField
        label={t('redemptions.partner')}
        placeholder={t('redemptions.everyPartner')}
        options={(partners.data?.items ?? []).map((item) => ({
          value: String(item.id),
          label: language === 'th' ? item.name_th : item.name_en,
        }))}
        value={partner}
        onChange={(event) => setPartner(event.target.value)}
      />
      <TextField label={t('range.from')} type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
      <TextField label={t('range.to')} type="date" value={to} onChange={(event) => setTo(event.target.value)} />
      <CsvExportButton
        call={exportRedemptions}
        input={input}
        fileName="redemptions.csv"
        label={t('download')}
        testId="export-redemptions"
      />
    </ExportPanel>
  );
}

/**
 * DESIGN §11 CSV exports: members, the ledger over Bangkok days, redemptions, and the till's transactions
 * (DESIGN §13). Each is fetched with the operator's token and saved (the server audits it as a
 * personal-data export).
 */
export function ExportsScreen() {
  const { t } = useTranslation('admin-exports');
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink-900">{t('title')}</h1>
      <p className="text-ink-600">{t('body')}</p>
      <div className="grid gap-6 desktop:grid-cols-3">
        <ExportPanel title={t('members.title')} body={t('members.body')}>
          <CsvExportButton
            call={exportMembers}
            input={{}}
            fileName="members.csv"
            label={t('download')}
            testId="export-members"
          />
        </ExportPanel>
        <RangeExportPanel kind="ledger" call={exportLedger} />
        <RedemptionsExportPanel />
        <RangeExportPanel kind="till" call={exportTill} />
      </div>
    </div>
  );
}
