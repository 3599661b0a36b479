import { afterEach, describe, expect, it } from 'vitest';
import { isAnyKeyVisualMissing, loginTypeOf, useRegistrationDraftStore } from './registration-draft-store';

const BANNERS = [
  { name: 'Landing-Kv-Mobile', image_url: '/media/m.webp' },
  { name: 'Landing-Kv-Tablet', image_url: '/media/t.webp' },
  { name: 'Landing-Kv-Desktop', image_url: '/media/d.webp' },
];

afterEach(() => useRegistrationDraftStore.setState(useRegistrationDraftStore.getInitialState()));

describe('the registration draft (SPEC §3)', () => {
  it('takes the friend referral code from local storage ref', () => {
    window.localStorage.setItem('ref', 'FRIEND42');
    useRegistrationDraftStore.getState().syncFriendRef();
    expect(useRegistrationDraftStore.getState().friendRef).toBe('FRIEND42');
  });

  it('takes the three key visuals from the landing banners', () => {
    expect(isAnyKeyVisualMissing(useRegistrationDraftStore.getState())).toBe(true);
    useRegistrationDraftStore.getState().setKeyVisuals(BANNERS);
    const state = useRegistrationDraftStore.getState();
    expect([state.kvImageMobile, state.kvImageTablet, state.kvImageDesktop]).toEqual([
      '/media/m.webp',
      '/media/t.webp',
      '/media/d.webp',
    ]);
    expect(isAnyKeyVisualMissing(state)).toBe(false);
  });

  it('reset clears the five answers but keeps the friend ref and the images', () => {
    window.localStorage.setItem('ref', 'FRIEND42');
    const store = useRegistrationDraftStore.getState();
    store.syncFriendRef();
    store.setKeyVisuals(BANNERS);
    store.update({ mbkType: 'otp', nationalType: 'thai', email: '0812345678', gender: 'female', selectedYear: '1990' });
    useRegistrationDraftStore.getState().reset();
    expect(useRegistrationDraftStore.getState()).toMatchObject({
      mbkType: '',
      nationalType: '',
      email: '',
      gender: '',
      selectedYear: '',
      friendRef: 'FRIEND42',
      kvImageMobile: '/media/m.webp',
      kvImageTablet: '/media/t.webp',
      kvImageDesktop: '/media/d.webp',
    });
  });

  it('maps the national type to the login type of DESIGN §6', () => {
    expect(loginTypeOf('thai')).toBe(2);
    expect(loginTypeOf('foreigner')).toBe(1);
    expect(loginTypeOf('')).toBeNull();
  });
});
