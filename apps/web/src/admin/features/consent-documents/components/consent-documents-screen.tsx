import {
  type AdminConsentDocument,
  CONSENT_DOCUMENT_KINDS,
  isAllowedFor,
  listConsentDocuments,
  publishConsentDocument,
} from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-time';
import { currentLanguage } from '@/lib/i18n';
import { columnHelperOf, DataTable } from '../../../components/data-table/data-table';
import { ListFilterSelect } from '../../../components/data-table/list-filter-select';
import { sortableColumnsOf, useListParams } from '../../../components/data-table/list-params';
import { useWriteMessage, WriteMessage } from '../../../components/write-message/write-message';
import { useSignedInOperator } from '../../../lib/signed-in-operator';
import { useConsentDocumentList } from '../api/consent-documents';
import { ConsentDocumentBadge } from './consent-document-badge';
import { PublishConsentDocumentForm } from './publish-consent-document-form';

const column = columnHelperOf<AdminConsentDocument>();
const SORTABLE = sortableColumnsOf(listConsentDocuments.input);

/** DESIGN §16: every published version of the privacy policy and terms; admins publish the next one. */
export function ConsentDocumentsScreen() {
  const { t } = useTranslation('admin-consent');
  const language = currentLanguage();
  const params = useListParams(listConsentDocuments.input);
  const list = useConsentDocumentList(params.input);
  const canPublish = isAllowedFor(publishConsentDocument.access, useSignedInOperator().role);
  const message = useWriteMessage();

  const columns = [
    column.accessor('kind', { header: t('kind'), cell: (cell) => t(`kinds.${cell.getValue()}`) }),
    column.accessor('version', { header: t('version') }),
    column.accessor('published_at', {
      header: t('effectiveAt'),
      cell: (cell) => formatDateTime(cell.getValue(), language),
    }),
    column.display({
      id: 'standing',
      header: t('standing'),
      cell: (cell) => <ConsentDocumentBadge document={cell.row.original} />,
    }),
  ];

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink-900">{t('title')}</h1>
      <p className="max-w-3xl text-ink-700">{t('explain')}</p>
      <WriteMessage message={message.message} />
      <DataTable
        caption={t('title')}
        columns={columns}
        list={list}
        params={params}
        sortable={SORTABLE}
        getRowId={(document) => String(document.id)}
        filters={
          <ListFilterSelect
            params={params}
            name="kind"
            label={t('kind')}
            placeholder={t('allKinds')}
            options={CONSENT_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          />
        }
      />
      {canPublish ? (
        <PublishConsentDocumentForm
          onPublished={(document) =>
            message.show({
              text: t('published', {
                title: language === 'th' ? document.title_th : document.title_en,
                version: document.version,
                date: formatDateTime(document.published_at, language),
              }),
            })
          }
        />
      ) : null}
    </div>
  );
}
