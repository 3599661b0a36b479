import { describe, expect, it } from 'vitest';
import { languageOf } from './language.js';

describe('request language', () => {
  it('defaults to English', () => {
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf('fr-FR, de;q=0.5')).toBe('en');
  });

  it('follows the preference order and weights of Accept-Language', () => {
    expect(languageOf('th')).toBe('th');
    expect(languageOf('th-TH,th;q=0.9,en;q=0.8')).toBe('th');
    expect(languageOf('en;q=0.4, th;q=0.8')).toBe('th');
    expect(languageOf('fr, en-GB;q=0.9, th;q=0.1')).toBe('en');
    expect(languageOf('th;q=0, en')).toBe('en');
  });
});
