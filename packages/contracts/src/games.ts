/**
 * The games a shared link may name (`/games-landing?game=<id>`, DESIGN §12): data both sides read, like
 * the route titles, with the Thai `title` and English `titleEn` SPEC §2 uses. The art is drawn by the
 * project (apps/api/media/games). An id not listed here gets the generic invitation.
 */
export interface GameInfo {
  id: string;
  title: string;
  titleEn: string;
}

export const GAMES: readonly GameInfo[] = [
  { id: 'lucky-spin', title: 'หมุนวงล้อนำโชค', titleEn: 'Lucky Spin' },
  { id: 'memory-match', title: 'จับคู่ชบา', titleEn: 'Chaba Memory Match' },
  { id: 'flower-catch', title: 'เก็บดอกชบา', titleEn: 'Catch the Chaba Flowers' },
];

/** The art of the generic invitation, for a link naming no known game. */
export const GAME_INVITATION_ART = '/media/games/invitation.svg';

export function gameOf(id: string | null | undefined): GameInfo | null {
  return GAMES.find((game) => game.id === id) ?? null;
}

export function gameArtOf(game: GameInfo | null): string {
  return game ? `/media/games/${game.id}.svg` : GAME_INVITATION_ART;
}
