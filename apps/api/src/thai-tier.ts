/**
 * "ระดับ" and a tier's Thai name as Thai writes them inside a sentence: a Thai name against it
 * ("ระดับโกลด์"), a name in Latin letters with a space each side ("ระดับ Gold "); `after` is the space,
 * if any, before the Thai text that follows.
 */
export function thaiTier(name: string): { words: string; after: string } {
  return /^\p{Script=Latin}/u.test(name) ? { words: `ระดับ ${name}`, after: ' ' } : { words: `ระดับ${name}`, after: '' };
}
