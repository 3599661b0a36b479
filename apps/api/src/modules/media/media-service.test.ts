import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/helper.js';
import { solidPicture } from '../../../test/images.js';
import { createLocalStorage } from '../../adapters/storage/local-storage.js';
import { TERMINAL_ACTOR } from '../audit/audit-service.js';
import { WHOLE_GROUP } from '../companies/company-scope.js';
import { attachImage, srcsetOf } from './media-service.js';

const NAME = '0123456789abcdef0123456789abcdef';

describe('srcsetOf', () => {
  it('lists every stored copy from the widest copy’s URL, local or on object storage', () => {
    expect(srcsetOf(`/uploads/media/${NAME}-1600.webp`)).toBe(
      [320, 640, 1024, 1600].map((width) => `/uploads/media/${NAME}-${width}.webp ${width}w`).join(', '),
    );
    expect(srcsetOf(`https://cdn.example/bucket/media/${NAME}-800.webp`)).toBe(
      [320, 640, 800].map((width) => `https://cdn.example/bucket/media/${NAME}-${width}.webp ${width}w`).join(', '),
    );
    expect(srcsetOf(`/uploads/media/${NAME}-200.webp`)).toBe(`/uploads/media/${NAME}-200.webp 200w`);
  });

  it('answers null for any other URL: the seed’s artwork keeps its src alone', () => {
    for (const url of [
      '/media/privileges/coffee.svg',
      '/uploads/profile/4/1c6f.webp',
      `/uploads/media/${NAME}.webp`,
      `/uploads/media/${NAME.slice(1)}-640.webp`,
      '',
    ]) {
      expect(srcsetOf(url)).toBeNull();
    }
  });
});

const context = useTestDatabase();

describe('attachImage', () => {
  it('stores the copies before it takes the audit lock, which every audited write waits for', async () => {
    const storage = createLocalStorage({ dir: mkdtempSync(join(tmpdir(), 'media-')) });
    const auditLocksWhileStoring: number[] = [];
    const watched = {
      ...storage,
      put: async (key: string, body: Buffer, contentType: string) => {
        const { rows } = await context.database.pool.query<{ held: number }>(
          `select count(*)::int as held from pg_locks where locktype = 'advisory' and granted
            and database = (select oid from pg_database where datname = current_database())`,
        );
        auditLocksWhileStoring.push(rows[0]?.held ?? -1);
        return storage.put(key, body, contentType);
      },
    };
    const bytes = await solidPicture(800, 600).png().toBuffer();
    const image = await attachImage(
      { orm: context.database.orm, storage: watched },
      TERMINAL_ACTOR,
      {
        action: 'privilege.image',
        save: async () => ({ previousUrl: null }),
      },
      { id: 1, bytes, field: 'file', companies: WHOLE_GROUP },
    );
    expect(image.url).toMatch(/\.webp$/);
    expect(auditLocksWhileStoring.length).toBeGreaterThan(0);
    expect(auditLocksWhileStoring.every((held) => held === 0)).toBe(true);
  });
});
