import { callRoutes } from 'virtual:api-calls';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';

/** Hands the downloaded file to the browser's save, under the server's name for it. */
function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * GET Privacy/DownloadExport with the member's session as a header: the file is fetched and then saved,
 * since the link alone opens nothing (DESIGN §16). A refusal (expired, gone) is shown by the section.
 */
export function useDownloadExport() {
  return useMutation({
    mutationFn: async (requestId: string) => {
      const file = await downloadFile(callRoutes.downloadExport, { Request_Id: requestId });
      save(file.blob, file.fileName ?? 'my-data.json');
    },
  });
}
