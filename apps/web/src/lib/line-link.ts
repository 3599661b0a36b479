/**
 * The add-friend link of the official account (DESIGN §7): no `import.meta` here, so the build (the QR
 * plugin) and the browser share it.
 */
export const DEFAULT_LINE_OA_HANDLE = '@chabarewards';

/** LINE's add-friend link for an official account; the `@` of the handle travels as `%40` (DESIGN §7). */
export function addFriendUrl(handle: string): string {
  return `https://line.me/R/ti/p/${encodeURIComponent(handle)}`;
}
