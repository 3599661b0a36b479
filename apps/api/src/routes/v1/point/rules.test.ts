import { getPointRules, getTransferPointInfo, transferPoint } from '@loyalty/contracts';
import { describe, expect, it } from 'vitest';
import { callContract } from '../../../../test/call-contract.js';
import { memberWithPoints } from '../../../../test/fixtures/points.js';
import { DEFAULT_MEMBER_RULES, DEFAULT_RULE_COLUMNS } from '../../../../test/fixtures/rules.js';
import { useTestApp } from '../../../../test/test-app.js';
import { programmeRules } from '../../../db/schema.js';
import { earnPoints } from '../../../modules/points/point-service.js';
import { updateProgrammeRules } from '../../../modules/rules/rules-service.js';

const context = useTestApp();

/** An operator's change to the rules, made in the app's own process as the back-office makes it. */
const setRules = (values: Parameters<typeof updateProgrammeRules>[3]) =>
  updateProgrammeRules(context.database.orm, context.app.deps.caches, { operatorId: null, requestId: null }, values);

describe('Point/GetPointRules', () => {
  it('answers the DESIGN §6 defaults to anyone, signed in or not', async () => {
    const response = await callContract(context.app, getPointRules);
    expect(response.statusCode, response.text).toBe(200);
    expect(response.data).toEqual(DEFAULT_MEMBER_RULES);
  });
});

describe('programme rules as data', () => {
  it('applies a changed transfer cap and expiry rule without a code change', async () => {
    await setRules({ transferDailyCap: 100, pointExpiryYears: 1 });
    try {
      const sender = await memberWithPoints(context.database.orm, 500);
      const recipient = await memberWithPoints(context.database.orm, 0);
      expect((await callContract(context.app, getTransferPointInfo, undefined, { as: sender })).data).toMatchObject({
        daily_cap: 100,
        transferable: 100,
      });
      const over = await callContract(
        context.app,
        transferPoint,
        { Member_Id: recipient.member.mbkMemberId, Points: 150 },
        { as: sender },
      );
      expect(over.code).toBe('LIMIT_EXCEEDED');
      const now = new Date('2026-06-01T00:00:00Z');
      const { expiresAt } = await context.database.orm.transaction((tx) =>
        earnPoints(
          tx,
          {
            memberId: sender.member.id,
            amount: 5,
            source: 'operator',
            reason: 'rules test',
            rules: context.app.deps.caches.rules,
          },
          now,
        ),
      );
      // 31 December 2027, 23:59:59.999 in Bangkok: the end of the first year after the earn year.
      expect(expiresAt.toISOString()).toBe('2027-12-31T16:59:59.999Z');
    } finally {
      await setRules({ transferDailyCap: 10_000, pointExpiryYears: 2 });
    }
  });

  it('refuses rules that would break the programme (database checks)', async () => {
    await expect(context.database.orm.update(programmeRules).set({ transferDailyCap: 0 })).rejects.toThrow();
    await expect(
      context.database.orm.insert(programmeRules).values({ id: 2, ...DEFAULT_RULE_COLUMNS }),
    ).rejects.toThrow();
  });
});
