import { randomUUID } from 'node:crypto';
import { RECEIPT_FIELD } from '@loyalty/contracts';
import { baseURL } from './browser';
import type { NewMember } from './members';

/**
 * A real PNG the server accepts by content; `seed` goes into a text chunk so each upload has its own
 * content hash and is not flagged as a duplicate of another flow's receipt.
 */
function receiptPng(seed: string): Buffer {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const data = Buffer.from(`Comment\0${seed}`, 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  // After the 8-byte signature and the 25-byte IHDR chunk.
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** Uploads a receipt as the member does from upload-receipt (Document/UploadReceipt); answers its id. */
export async function uploadReceipt(member: NewMember): Promise<number> {
  const form = new FormData();
  form.append(
    RECEIPT_FIELD,
    new Blob([new Uint8Array(receiptPng(randomUUID()))], { type: 'image/png' }),
    'receipt.png',
  );
  const response = await fetch(`${baseURL()}/api/v1/Document/UploadReceipt`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token}`, 'idempotency-key': randomUUID() },
    body: form,
  });
  const envelope = (await response.json()) as { status: string; data: { receipt_id: number } };
  if (envelope.status !== 'success') throw new Error(`UploadReceipt failed: ${JSON.stringify(envelope)}`);
  return envelope.data.receipt_id;
}
