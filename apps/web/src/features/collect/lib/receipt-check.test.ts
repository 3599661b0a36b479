import { describe, expect, it } from 'vitest';
import { fileSizeLabel, isPreviewableImage, megabytesOf, receiptProblem } from './receipt-check';

const file = (type: string, size: number, name = 'receipt') => ({ type, size, name });
const LIMIT = 10 * 1024 * 1024;

describe('receiptProblem', () => {
  it('accepts every receipt type of DESIGN §6 up to 10 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf']) {
      expect(receiptProblem(file(type, 10 * 1024 * 1024), LIMIT)).toBeNull();
    }
  });

  it('refuses other types, empty files and files over 10 MB', () => {
    expect(receiptProblem(file('image/gif', 100), LIMIT)).toBe('wrongType');
    expect(receiptProblem(file('text/plain', 100), LIMIT)).toBe('wrongType');
    expect(receiptProblem(file('image/png', 0), LIMIT)).toBe('empty');
    expect(receiptProblem(file('application/pdf', 10 * 1024 * 1024 + 1), LIMIT)).toBe('tooLarge');
  });

  it('treats an untyped .heic photo as HEIC', () => {
    expect(receiptProblem(file('', 2048, 'IMG_0001.HEIC'), LIMIT)).toBeNull();
    expect(receiptProblem(file('', 2048, 'notes.txt'), LIMIT)).toBe('wrongType');
  });
});

describe('isPreviewableImage and fileSizeLabel', () => {
  it('draws thumbnails only for types every browser shows', () => {
    expect(isPreviewableImage({ type: 'image/png' })).toBe(true);
    expect(isPreviewableImage({ type: 'application/pdf' })).toBe(false);
    expect(isPreviewableImage({ type: 'image/heic' })).toBe(false);
  });

  it('words sizes in KB or MB', () => {
    expect(megabytesOf(LIMIT)).toBe(10);
    expect(fileSizeLabel(2048, 'en')).toBe('2 KB');
    expect(fileSizeLabel(3.25 * 1024 * 1024, 'en')).toBe('3.3 MB');
  });
});
