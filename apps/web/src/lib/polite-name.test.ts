import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { politeNameContext } from './polite-name';

describe('a polite name', () => {
  it('puts a space between คุณ and a Latin name, none before a Thai one, and always one in English', async () => {
    await i18n.changeLanguage('th');
    const th = i18n.getFixedT('th');
    expect(th('member.politeName', politeNameContext('Emily'))).toBe('คุณ Emily');
    expect(th('member.politeName', politeNameContext('มาลี'))).toBe('คุณมาลี');
    const en = i18n.getFixedT('en');
    expect(en('member.politeName', politeNameContext('Emily'))).toBe('Khun Emily');
    expect(en('member.politeName', politeNameContext('มาลี'))).toBe('Khun มาลี');
  });
});
