/** Where uploaded files live (DESIGN §7 files): S3-compatible storage, or a local folder. */
export interface FileStorage {
  /** Stores `body` under `key` (slash-separated, no leading slash) and answers its public URL. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
}
