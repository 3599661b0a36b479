import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/helper.js';
import { isFollowing } from '../modules/line/line-follow-repository.js';
import { findForeignMemberByEmail, findThaiMemberByMobile } from '../modules/members/member-repository.js';
import { seedDemoData } from './seed.js';
import { DEMO_LINE_USERS, seedDemoLineUsers } from './seed-line.js';

const context = useTestDatabase();

beforeAll(async () => {
  await seedDemoData(context.database.orm);
  await seedDemoLineUsers(context.database.orm);
});

describe('demo LINE users', () => {
  it('links demo@example.com and 0812345678 to LINE users who follow the account, however often it runs', async () => {
    const db = context.database.orm;
    const demo = await findForeignMemberByEmail(db, 'demo@example.com');
    const mobile = await findThaiMemberByMobile(db, '0812345678');
    expect([demo?.lineUserId, mobile?.lineUserId]).toEqual(DEMO_LINE_USERS.map((user) => user.lineUserId));
    for (const user of DEMO_LINE_USERS) expect(await isFollowing(db, user.lineUserId)).toBe(true);
  });
});
