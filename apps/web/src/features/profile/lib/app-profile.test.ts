import { describe, expect, it } from 'vitest';
import { demoCustomer } from '@/test/customer';
import { toAppProfile } from './app-profile';

describe('the app-side profile (SPEC §3)', () => {
  it('maps the customer-info answer to the names the screens use', () => {
    const profile = toAppProfile({
      ...demoCustomer,
      gov_id_ref: '1101700230705',
      gov_id_type: 'id_card',
      date_of_birth: '1990-01-31',
      province: 'Bangkok',
      province_id: 10,
      career: 'employee',
      income: '30000-50000',
    });
    expect(profile).toMatchObject({
      memberId: 'M000123',
      loginType: 1,
      nationalityType: 'foreigner',
      idCard: '1101700230705',
      passport: '',
      idCardFilled: true,
      birthDate: '1990-01-31',
      birthDateFilled: true,
      province: 'Bangkok',
      provinceId: 10,
      occupation: 'employee',
      salary: '30000-50000',
      point: 12_000,
      tier: 'Gold',
      email: 'demo@example.com',
      emailDB: 'demo@example.com',
      mobile: '',
      acceptConsent: true,
      filled: false,
    });
  });

  it('puts a passport number under passport, and leaves id card and birth date unlocked while empty', () => {
    const profile = toAppProfile({ ...demoCustomer, login_type: 2, gov_id_ref: 'AA1234567', gov_id_type: 'passport' });
    expect(profile.passport).toBe('AA1234567');
    expect(profile.idCard).toBe('');
    expect(profile.nationalityType).toBe('thai');
    expect(toAppProfile(demoCustomer).idCardFilled).toBe(false);
    expect(toAppProfile(demoCustomer).birthDateFilled).toBe(false);
  });
});
