import type { Readable } from 'node:stream';

/** Where uploaded files live (DESIGN §7 files): S3-compatible storage, or a local folder. */
export interface FileStorage {
  /** Stores `body` under `key` (slash-separated, no leading slash) and answers its public URL. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** The public URL `put` answers for `key`, known before the file is written (to save it in the same transaction). */
  urlOf(key: string): string;
  /**
   * The stored bytes of `key` as a stream, for the server itself to read or pass on (an operator's
   * receipt viewer); undefined when nothing is stored there.
   */
  open(key: string): Promise<Readable | undefined>;
  /** Deletes `key`; a key with nothing stored is fine (a retry, or a file already gone). */
  remove(key: string): Promise<void>;
  /** The key of a URL `urlOf` made, or undefined for a URL this storage did not make. */
  keyOf(url: string): string | undefined;
}
