/**
 * The context of a Thai text that holds a name: Thai writes a Thai word against its neighbours
 * ("คุณมาลี", "ระดับโกลด์ขึ้นไป") and a word in Latin letters with a space each side ("คุณ Emily",
 * "ระดับ Gold ขึ้นไป"). The texts' `_latin` forms carry those spaces; English always has them.
 */
export function latinContext(word: string): { context?: 'latin' } {
  return /^\p{Script=Latin}/u.test(word.trim()) ? { context: 'latin' } : {};
}

/** The context of the `member.politeName` text for a name ("คุณมาลี", "คุณ Emily"). */
export function politeNameContext(name: string): { name: string; context?: 'latin' } {
  return { name, ...latinContext(name) };
}
