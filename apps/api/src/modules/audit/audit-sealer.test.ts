import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/helper.js';
import { auditSeals } from '../../db/schema.js';
import { countUnsealedAuditRows, startAuditSealer } from './audit-sealer.js';
import { recordAudit, TERMINAL_ACTOR } from './audit-service.js';

const context = useTestDatabase();

it('seals the rows committed while it runs, without being asked', async () => {
  const { orm } = context.database;
  const errors: unknown[] = [];
  const sealer = startAuditSealer(orm, { everyMs: 50, onError: (error) => errors.push(error) });
  try {
    const row = await orm.transaction((tx) =>
      recordAudit(tx, { actor: TERMINAL_ACTOR, action: 'banner.update', entity: 'banner', entityId: 'sealed' }),
    );
    let seals: unknown[] = [];
    for (let attempt = 0; attempt < 100 && seals.length === 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seals = await orm.select().from(auditSeals).where(eq(auditSeals.auditId, row.id));
    }
    expect(seals).toHaveLength(1);
    expect(await countUnsealedAuditRows(orm)).toBe(0);
  } finally {
    await sealer.stop();
  }
  expect(errors).toEqual([]);
});
