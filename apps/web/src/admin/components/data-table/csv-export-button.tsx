import type { AdminCallContract } from '@loyalty/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-classes';
import { useErrorText } from '@/lib/error-message';
import { downloadAdmin } from '../../lib/admin-api';

/** Hands a downloaded file to the browser's save, under the server's name for it. */
function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The CSV export of a list (DESIGN §11): the same search and filters as the table, every page. The
 * operator's token travels as a header, so the file is fetched and then saved rather than linked.
 */
export function CsvExportButton({
  call,
  params,
  input,
  fileName,
  label,
  testId = 'table-export',
}: {
  call: AdminCallContract;
  /** The call's path parameters (a batch's id), when it has any. */
  params?: Record<string, string>;
  input: Record<string, unknown>;
  fileName: string;
  /** The button's words where a page offers several exports; "Export CSV" otherwise. */
  label?: string;
  testId?: string;
}) {
  const { t } = useTranslation('admin');
  const download = useMutation({
    mutationFn: () => downloadAdmin(call, { params, input } as Parameters<typeof downloadAdmin>[1]),
    onSuccess: (file) => save(file.blob, file.fileName ?? fileName),
  });
  const failure = useErrorText(download.error);
  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        className={buttonClasses('secondary')}
        disabled={download.isPending}
        onClick={() => download.mutate()}
        data-testid={testId}
      >
        {label ?? t('table.export')}
      </button>
      {download.isError ? (
        <p role="alert" className="text-sm text-brand-700">
          {t('table.exportError')} {failure}
        </p>
      ) : null}
    </div>
  );
}
