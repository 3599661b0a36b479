import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { FileStorage } from './file-storage.js';

/** The URL prefix the server serves the local folder under. */
export const LOCAL_UPLOADS_PREFIX = '/uploads/';

/** Files in `<DATA_DIR>/uploads`, served by this server under `/uploads/` (development and tests). */
export function createLocalStorage(options: { dir: string }): FileStorage {
  const root = resolve(options.dir);
  const pathOf = (key: string) => {
    const path = resolve(join(root, key));
    // Keys are made by the server, but a key must never reach outside the folder.
    if (!path.startsWith(root + sep)) throw new Error(`Storage key outside the uploads folder: ${key}`);
    return path;
  };
  const urlOf = (key: string) => `${LOCAL_UPLOADS_PREFIX}${key}`;
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
      return urlOf(key);
    },
    urlOf,
    async open(key) {
      const path = pathOf(key);
      const found = await stat(path).catch(() => undefined);
      return found?.isFile() ? createReadStream(path) : undefined;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    keyOf: (url) => (url.startsWith(LOCAL_UPLOADS_PREFIX) ? url.slice(LOCAL_UPLOADS_PREFIX.length) : undefined),
  };
}
