import { getCustomerInfo, getReceiptHistory, uploadReceipt } from '@loyalty/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { callContract } from '../../test/call-contract.js';
import { adminRunner } from '../../test/cli-runner.js';
import { createMember, sessionTokenFor } from '../../test/factories.js';
import { receiptFiles } from '../../test/fixtures/receipts.js';
import { useTestApp } from '../../test/test-app.js';
import { parseEnv } from '../config.js';
import type { MemberRow } from '../modules/members/member-repository.js';
import { ADMIN_HELP, privateFileLocator } from './admin.js';
import { RECEIPTS_HELP } from './receipts-command.js';

const context = useTestApp();
let files: Awaited<ReturnType<typeof receiptFiles>>;

beforeAll(async () => {
  files = await receiptFiles();
});

const env = parseEnv({ DATA_DIR: '/srv/chaba' });

/** Runs the CLI's argv layer on the test database, collecting what it prints. */
const admin = adminRunner(() => context.database.orm, env);

async function memberWithReceipt(file = files.jpeg) {
  const member = await createMember(context.database.orm, { firstName: 'Malee', lastName: 'Srisuk' });
  const token = await sessionTokenFor(context.database.orm, member);
  const receiptId: number = (
    await callContract(context.app, uploadReceipt, {}, { as: { token }, file: { content: file } })
  ).data.receipt_id;
  return { member, token, receiptId };
}

async function balanceOf(token: string): Promise<number> {
  const info = await callContract(context.app, getCustomerInfo, {}, { as: { token } });
  return info.data.point_balance;
}

function rowOf(out: string, member: MemberRow): string {
  return out.split('\n').find((line) => line.includes(member.mbkMemberId)) ?? '';
}

describe('npm run admin -- --help', () => {
  it('prints the areas and the receipts commands without touching the database', async () => {
    expect(await admin('--help')).toMatchObject({ code: 0, out: ADMIN_HELP, opened: 0 });
    expect(await admin('receipts', '--help')).toMatchObject({ code: 0, out: RECEIPTS_HELP, opened: 0 });
    expect(await admin('receipts', 'approve', '-h')).toMatchObject({ code: 0, out: RECEIPTS_HELP, opened: 0 });
    expect(RECEIPTS_HELP).toMatch(/list .*--status.*--member/);
    expect(RECEIPTS_HELP).toMatch(/approve <id> --amount/);
    expect(RECEIPTS_HELP).toMatch(/reject <id> --reason/);
  });

  it('exits 2 with the help when no area or command is given', async () => {
    expect(await admin()).toMatchObject({ code: 2, out: ADMIN_HELP });
    expect(await admin('receipts')).toMatchObject({ code: 2, out: RECEIPTS_HELP });
  });
});

describe('receipts list', () => {
  it('shows each receipt with member, name, Bangkok upload time, size, type, status and its private file', async () => {
    const { member, receiptId } = await memberWithReceipt(files.pdf);
    const { code, out } = await admin('receipts', 'list', '--member', member.mbkMemberId.toLowerCase());
    expect(code).toBe(0);
    expect(out.split('\n')[0]).toMatch(/^ID\s+MEMBER\s+NAME\s+UPLOADED \(BANGKOK\)\s+SIZE\s+TYPE\s+STATUS\s+FILE$/);
    const line = rowOf(out, member);
    expect(line).toMatch(
      new RegExp(`^${receiptId}\\s+${member.mbkMemberId}\\s+Malee Srisuk\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d`),
    );
    expect(line).toContain(`${files.pdf.length} B`);
    expect(line).toContain('application/pdf');
    expect(line).toContain('pending');
    expect(line).toMatch(new RegExp(`/srv/chaba/private/receipts/${member.id}/[\\w-]+\\.pdf$`));
  });

  it('filters by status', async () => {
    const { member, receiptId } = await memberWithReceipt();
    await admin('receipts', 'reject', String(receiptId), '--reason', 'Blurred');
    expect(rowOf((await admin('receipts', 'list', '--status', 'pending')).out, member)).toBe('');
    expect(rowOf((await admin('receipts', 'list', '--status', 'rejected')).out, member)).toContain('rejected');
    expect((await admin('receipts', 'list', '--member', 'CR99999999')).out).toBe('No receipts match.');
  });
});

describe('receipts approve', () => {
  it('awards the points, prints the result and refuses a second approval', async () => {
    const { token, receiptId } = await memberWithReceipt();
    const before = await balanceOf(token);
    const approved = await admin('receipts', 'approve', String(receiptId), '--amount', '1,250.50', '--by', 'somchai');
    expect(approved.code, approved.err).toBe(0);
    expect(approved.out).toMatch(
      new RegExp(
        `^Receipt #${receiptId} approved: 1,250\\.50 THB, 50 points \\(ledger entry #\\d+\\), reviewed by somchai\\.$`,
      ),
    );
    expect((await balanceOf(token)) - before).toBe(50);
    const again = await admin('receipts', 'approve', String(receiptId), '--amount', '10');
    expect(again).toMatchObject({ code: 1, out: '' });
    expect(again.err).toContain(`Receipt #${receiptId} was already reviewed`);
    expect((await balanceOf(token)) - before).toBe(50);
  });

  it('names the operating-system user when --by is absent and says when the total earns no points', async () => {
    const { receiptId } = await memberWithReceipt();
    const { out } = await admin('receipts', 'approve', String(receiptId), '--amount', '20');
    expect(out).toBe(
      `Receipt #${receiptId} approved: 20.00 THB, 0 points (under 25 THB: no points), reviewed by ops-user.`,
    );
  });
});

describe('receipts reject', () => {
  it('stores both reasons and the member reads the one in their language', async () => {
    const { token, receiptId } = await memberWithReceipt();
    const rejected = await admin(
      'receipts',
      'reject',
      String(receiptId),
      '--reason',
      'Not our shop',
      '--reason-th',
      'ไม่ใช่ใบเสร็จจากร้านของเรา',
    );
    expect(rejected.out).toBe(
      `Receipt #${receiptId} rejected: Not our shop / ไม่ใช่ใบเสร็จจากร้านของเรา, reviewed by ops-user.`,
    );
    const history = await callContract(context.app, getReceiptHistory, {}, { as: { token }, language: 'th' });
    expect(history.data.items[0]).toMatchObject({ status: 'rejected', reject_reason: 'ไม่ใช่ใบเสร็จจากร้านของเรา' });
  });
});

describe('bad input', () => {
  it('exits 2 with a clear message before opening the database', async () => {
    const cases: [string[], RegExp][] = [
      [['users', 'list'], /Unknown area: users/],
      [['receipts', 'delete', '1'], /Unknown receipts command: delete/],
      [['receipts', 'approve', '1'], /--amount needs the receipt total/],
      [['receipts', 'approve', '1', '--amount', '12.345'], /--amount needs/],
      [['receipts', 'approve', '1', '--amount', '-5'], /--amount/],
      [['receipts', 'approve', 'abc', '--amount', '5'], /Give the receipt id/],
      [['receipts', 'approve', '1', '--amount', '5', '--force'], /Unknown option '--force'/],
      [['receipts', 'reject', '1'], /--reason is required/],
      [['receipts', 'list', '--status', 'lost'], /--status is one of pending, approved, rejected/],
    ];
    for (const [argv, message] of cases) {
      const result = await admin(...argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.err, argv.join(' ')).toMatch(message);
      expect(result.opened, argv.join(' ')).toBe(0);
    }
  });

  it('exits 1 for a receipt that does not exist', async () => {
    const result = await admin('receipts', 'reject', '987654321', '--reason', 'x');
    expect(result).toMatchObject({ code: 1, err: 'There is no receipt #987654321.' });
  });
});

describe('privateFileLocator', () => {
  it('points at the object in the bucket when object storage is configured', () => {
    const s3 = parseEnv({ S3_BUCKET: 'chaba', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' });
    expect(privateFileLocator(s3)('receipts/1/a.jpg')).toBe('s3://chaba/receipts/1/a.jpg');
    expect(privateFileLocator(env)('receipts/1/a.jpg')).toBe('/srv/chaba/private/receipts/1/a.jpg');
  });
});
