import { operatorLogin } from '@loyalty/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callAdmin, successData } from '../../test/admin-kit.js';
import { adminRunner } from '../../test/cli-runner.js';
import { uniqueEmail } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { parseEnv } from '../config.js';
import { auditLog, operators } from '../db/schema.js';

const context = useTestApp();
const terminal = { answers: [] as string[] };
const admin = adminRunner(() => context.database.orm, parseEnv({}), terminal);

describe('npm run admin -- operators', () => {
  it('creates an operator with the password typed twice on the terminal, audited without an operator', async () => {
    const email = uniqueEmail('first-admin');
    terminal.answers = ['Launch2026', 'Launch2026'];
    const created = await admin('operators', 'create', '--email', email, '--name', 'First Admin', '--role', 'admin');
    expect(created).toMatchObject({ code: 0, err: '' });
    expect(created.out).toMatch(new RegExp(`^Operator \\d+ created: ${email} \\(admin\\)\\.$`));
    expect(created.out).not.toContain('Launch2026');
    const signIn = await callAdmin(context.app, operatorLogin, { input: { email, password: 'Launch2026' } });
    expect(signIn.status).toBe(200);
    const [operator] = await context.database.orm.select().from(operators).where(eq(operators.email, email));
    const [row] = await context.database.orm
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(operator?.id)));
    expect(row).toMatchObject({ operatorId: null, action: 'operator.create', after: { email, role: 'admin' } });
  });

  it('creates a cashier, whose session carries the cashier scope', async () => {
    const email = uniqueEmail('cashier');
    terminal.answers = ['Launch2026', 'Launch2026'];
    const created = await admin('operators', 'create', '--email', email, '--name', 'Till One', '--role', 'cashier');
    expect(created.out).toMatch(new RegExp(`^Operator \\d+ created: ${email} \\(cashier\\)\\.$`));
    const signIn = await callAdmin(context.app, operatorLogin, { input: { email, password: 'Launch2026' } });
    expect(successData(signIn.body)).toMatchObject({ operator: { email, role: 'cashier' } });
  });

  it('never takes the password from the command line', async () => {
    const result = await admin(
      'operators',
      'create',
      '--email',
      uniqueEmail(),
      '--name',
      'A',
      '--role',
      'staff',
      '--password',
      'x',
    );
    expect(result).toMatchObject({ code: 2, opened: 0 });
    expect(result.err).toContain("Unknown option '--password'");
  });

  it('creates nothing when the two passwords differ or the password is weak', async () => {
    const email = uniqueEmail('refused');
    terminal.answers = ['Launch2026', 'Launch2027'];
    expect(await admin('operators', 'create', '--email', email, '--name', 'A', '--role', 'staff')).toMatchObject({
      code: 2,
      opened: 0,
      err: 'The two passwords differ; nothing was created.',
    });
    terminal.answers = ['short'];
    expect(await admin('operators', 'create', '--email', email, '--name', 'A', '--role', 'staff')).toMatchObject({
      code: 2,
      opened: 0,
    });
    expect(await context.database.orm.select().from(operators).where(eq(operators.email, email))).toEqual([]);
  });

  it('refuses a bad role or e-mail before asking anything, and a taken e-mail after', async () => {
    terminal.answers = [];
    expect(
      await admin('operators', 'create', '--email', 'x@example.com', '--name', 'A', '--role', 'owner'),
    ).toMatchObject({
      code: 2,
      opened: 0,
    });
    expect(await admin('operators', 'create', '--email', 'not-mail', '--name', 'A', '--role', 'staff')).toMatchObject({
      code: 2,
      opened: 0,
    });
    const email = uniqueEmail('twice');
    terminal.answers = ['Launch2026', 'Launch2026', 'Launch2026', 'Launch2026'];
    await admin('operators', 'create', '--email', email, '--name', 'A', '--role', 'staff');
    expect(await admin('operators', 'create', '--email', email, '--name', 'A', '--role', 'staff')).toMatchObject({
      code: 1,
      err: `An operator with ${email} exists already.`,
    });
  });

  it('lists operators with role and state', async () => {
    const { code, out } = await admin('operators', 'list');
    expect(code).toBe(0);
    expect(out.split('\n')[0]).toMatch(/^ID\s+E-MAIL\s+NAME\s+ROLE\s+STATE\s+TOTP$/);
    expect(out).toMatch(/first-admin-\w+@example\.com\s+First Admin\s+admin\s+active\s+off/);
  });
});

describe('npm run admin -- audit verify', () => {
  it('says the chain is intact, then names the row changed behind its back and exits 1', async () => {
    const intact = await admin('audit', 'verify');
    expect(intact).toMatchObject({ code: 0 });
    expect(intact.out).toMatch(/^Audit chain intact: \d+ rows\.$/);
    const [first] = await context.database.orm.select().from(auditLog).orderBy(auditLog.id).limit(1);
    await context.database.orm.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_log disable trigger user`);
      await tx.execute(sql`update audit_log set action = 'operator.delete' where id = ${first?.id}`);
      await tx.execute(sql`alter table audit_log enable trigger user`);
    });
    const broken = await admin('audit', 'verify');
    expect(broken.code).toBe(1);
    expect(broken.err).toContain(`Audit chain broken at row ${first?.id}: its content no longer matches its hash`);
  });
});
