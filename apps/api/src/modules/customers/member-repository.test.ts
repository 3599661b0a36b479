import { describe, expect, it } from 'vitest';
import { createMember, uniqueMobile, validThaiIdCard } from '../../../test/factories.js';
import { useTestDatabase } from '../../../test/helper.js';
import { updateMember } from './member-repository.js';

const context = useTestDatabase();

describe('member repository', () => {
  it('turns a clash on e-mail, mobile or id card into the matching TAKEN error, as a lost race would meet it', async () => {
    const govIdRef = validThaiIdCard();
    const holder = await createMember(context.database.orm, { mobileNo: uniqueMobile(), govIdRef });
    const other = await createMember(context.database.orm);
    const { orm } = context.database;
    await expect(updateMember(orm, other.id, { email: holder.email })).rejects.toMatchObject({ code: 'EMAIL_TAKEN' });
    await expect(updateMember(orm, other.id, { mobileNo: holder.mobileNo })).rejects.toMatchObject({
      code: 'MOBILE_TAKEN',
    });
    await expect(updateMember(orm, other.id, { govIdRef })).rejects.toMatchObject({ code: 'GOV_ID_TAKEN' });
  });
});
