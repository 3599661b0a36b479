import { RECEIPT_MEDIA_TYPES } from '@loyalty/contracts';

/** What the file picker offers; the server judges by content, so this only spares a doomed upload. */
export const RECEIPT_ACCEPT = RECEIPT_MEDIA_TYPES.join(',');

export type ReceiptProblem = 'wrongType' | 'tooLarge' | 'empty';

/** Some phones hand over HEIC photos with no type; their extension is all the browser knows. */
function mediaTypeOf(file: Pick<File, 'type' | 'name'>): string {
  if (file.type) return file.type.toLowerCase();
  return /\.hei[cf]$/i.test(file.name) ? 'image/heic' : '';
}

/** Why a chosen file cannot be sent as a receipt (DESIGN §6), or null when it may be sent. */
export function receiptProblem(file: Pick<File, 'type' | 'size' | 'name'>, maxBytes: number): ReceiptProblem | null {
  if (!(RECEIPT_MEDIA_TYPES as readonly string[]).includes(mediaTypeOf(file))) return 'wrongType';
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'tooLarge';
  return null;
}

/** Whether the browser can draw the file as a thumbnail; PDFs and HEIC photos get a file card instead. */
export function isPreviewableImage(file: Pick<File, 'type'>): boolean {
  return ['image/jpeg', 'image/png', 'image/webp'].includes(file.type.toLowerCase());
}

/** A size limit in whole megabytes, for the messages. */
export const megabytesOf = (bytes: number) => Math.floor(bytes / (1024 * 1024));

/** A file size as members read it: kilobytes below one megabyte, else megabytes with one decimal. */
export function fileSizeLabel(bytes: number, language: string): string {
  const format = (value: number, digits: number) =>
    new Intl.NumberFormat(language === 'th' ? 'th-TH' : 'en-US', { maximumFractionDigits: digits }).format(value);
  return bytes < 1024 * 1024 ? `${format(Math.max(1, bytes / 1024), 0)} KB` : `${format(bytes / (1024 * 1024), 1)} MB`;
}
