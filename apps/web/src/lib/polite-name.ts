/**
 * The context of the `member.politeName` text for a name: Thai writes "คุณ" against a Thai name
 * ("คุณมาลี") and with a space before a name in Latin letters ("คุณ Emily"); English always has the space.
 */
export function politeNameContext(name: string): { name: string; context?: 'latin' } {
  return /^\p{Script=Latin}/u.test(name.trim()) ? { name, context: 'latin' } : { name };
}
