/** `%` and `_` typed by the member are letters to find, not LIKE wildcards (backslash is LIKE's escape). */
export function likeLiteral(keyword: string): string {
  return keyword.replace(/[\\%_]/g, '\\$&');
}
