export type WindowState = 'scheduled' | 'live' | 'ended';

/** Where `now` falls in a display window whose ends are ISO instants, either open when null. */
export function windowStateOf(startsAt: string | null, endsAt: string | null, now = Date.now()): WindowState {
  if (startsAt !== null && Date.parse(startsAt) > now) return 'scheduled';
  if (endsAt !== null && Date.parse(endsAt) <= now) return 'ended';
  return 'live';
}
