/**
 * "12 3456 7890": a code in groups of four digits counted from the end, as staff read it aloud or type
 * it. Leading letters stay a group of their own ("M 12 3456 7890", a member code, DESIGN §13).
 */
export function groupCode(code: string): string {
  return code.replace(/\B(?=(\d{4})+$)/g, ' ').replace(/^([A-Za-z]+)(?=\d)/, '$1 ');
}
