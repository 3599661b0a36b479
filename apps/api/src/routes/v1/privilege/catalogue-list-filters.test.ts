import { getPrivilegeList } from '@loyalty/contracts';
import { describe, expect, it } from 'vitest';
import { badInput, callContract } from '../../../../test/call-contract.js';
import { addSpending } from '../../../../test/factories.js';
import {
  createCatalogueBase,
  createFlashSale,
  createPrivilege,
  hoursFromNow,
} from '../../../../test/fixtures/catalogue.js';
import { memberWithPoints } from '../../../../test/fixtures/points.js';
import { useTestApp } from '../../../../test/test-app.js';

const context = useTestApp();

const ids = (items: readonly { privilege_id: number }[]) => items.map((item) => item.privilege_id);

/** A category of four privileges: 500, 100 (a 40-point live sale), 300, and 200 for Gold members only. */
async function pricedCatalogue() {
  const db = context.database.orm;
  const { category, base } = await createCatalogueBase(db);
  const dear = await createPrivilege(db, { ...base, sort: 1, pointCost: 500 });
  const onSale = await createPrivilege(db, { ...base, sort: 2, pointCost: 100 });
  await createFlashSale(db, { privilegeId: onSale.id, pointCost: 40 });
  const middle = await createPrivilege(db, { ...base, sort: 3, pointCost: 300 });
  const goldOnly = await createPrivilege(db, { ...base, sort: 4, pointCost: 200, minTierId: 3 });
  return { category, dear, onSale, middle, goldOnly };
}

describe('Privilege/GetPrivilegeList: points I can use and sorting by points', () => {
  it('answers the catalogue order unchanged without the new inputs, an exclusive card locked for a lower tier', async () => {
    const { category, dear, onSale, middle, goldOnly } = await pricedCatalogue();
    const { token } = await memberWithPoints(context.database.orm, 350);
    const list = await callContract(context.app, getPrivilegeList, { Category_Id: category.id }, { as: { token } });
    expect(list.statusCode, list.text).toBe(200);
    expect(ids(list.data.items)).toEqual([dear.id, onSale.id, middle.id, goldOnly.id]);
    expect(list.data.items.map((item) => item.is_tier_locked)).toEqual([false, false, false, true]);
  });

  it('keeps only what the balance and the tier can redeem now, a live sale at its sale price', async () => {
    const { category, onSale, middle, goldOnly } = await pricedCatalogue();
    const { token } = await memberWithPoints(context.database.orm, 350);
    const list = await callContract(
      context.app,
      getPrivilegeList,
      { Category_Id: category.id, Affordable_Only: 'true' },
      { as: { token } },
    );
    expect(list.statusCode, list.text).toBe(200);
    expect(ids(list.data.items)).toEqual([onSale.id, middle.id]);
    expect(list.data.total).toBe(2);

    const gold = await memberWithPoints(context.database.orm, 350);
    await addSpending(context.database.orm, { memberId: gold.member.id, amount: 60_000, spentAt: hoursFromNow(-1) });
    const goldList = await callContract(
      context.app,
      getPrivilegeList,
      { Category_Id: category.id, Affordable_Only: 'true' },
      { as: { token: gold.token } },
    );
    expect(ids(goldList.data.items)).toEqual([onSale.id, middle.id, goldOnly.id]);
    expect(goldList.data.items.every((item) => !item.is_tier_locked)).toBe(true);
  });

  it('sorts by the price now, low to high and high to low', async () => {
    const { category, dear, onSale, middle, goldOnly } = await pricedCatalogue();
    const { token } = await memberWithPoints(context.database.orm, 0);
    const low = await callContract(
      context.app,
      getPrivilegeList,
      { Category_Id: category.id, Sort_By: 'points_low_high' },
      { as: { token } },
    );
    expect(ids(low.data.items)).toEqual([onSale.id, goldOnly.id, middle.id, dear.id]);
    const high = await callContract(
      context.app,
      getPrivilegeList,
      { Category_Id: category.id, Sort_By: 'points_high_low' },
      { as: { token } },
    );
    expect(ids(high.data.items)).toEqual([dear.id, middle.id, goldOnly.id, onSale.id]);
  });

  it('keeps kept pages apart by every input: a filtered or sorted read never answers with another one', async () => {
    const { category, dear, onSale, middle } = await pricedCatalogue();
    const poor = await memberWithPoints(context.database.orm, 50);
    const rich = await memberWithPoints(context.database.orm, 1_000);
    const read = (token: string, extra: Record<string, unknown>) =>
      callContract(context.app, getPrivilegeList, { Category_Id: category.id, ...extra }, { as: { token } });
    // The same instant's plain page is read first, so each later answer would be it if the key ignored an input.
    expect((await read(poor.token, {})).data.items).toHaveLength(4);
    expect(ids((await read(poor.token, { Affordable_Only: 'true' })).data.items)).toEqual([onSale.id]);
    expect(ids((await read(rich.token, { Affordable_Only: 'true' })).data.items)).toEqual([
      dear.id,
      onSale.id,
      middle.id,
    ]);
    expect(ids((await read(rich.token, { Affordable_Only: 'true', Sort_By: 'points_high_low' })).data.items)).toEqual([
      dear.id,
      middle.id,
      onSale.id,
    ]);
    expect((await read(rich.token, { Affordable_Only: 'false' })).data.items).toHaveLength(4);
  });

  it.each([{ Sort_By: 'cheapest' }, { Sort_By: '' }, { Affordable_Only: 'yes' }, { Affordable_Only: '1' }])(
    'refuses %o with VALIDATION_FAILED naming the field',
    async (input) => {
      const { token } = await memberWithPoints(context.database.orm, 0);
      const response = await callContract(context.app, getPrivilegeList, badInput(input), { as: { token } });
      expect(response.statusCode).toBe(400);
      expect(response.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(response.body)).toContain(Object.keys(input)[0]);
    },
  );
});
