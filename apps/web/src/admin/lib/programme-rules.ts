import { getRules } from '@loyalty/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callAdmin } from './admin-api';
import { adminCallKey } from './admin-keys';

/** GET /rules: the programme rules in force, read by the rules screen and by the receipt review's points. */
export const programmeRulesKey = adminCallKey(getRules);

export function programmeRulesQuery() {
  return queryOptions({ queryKey: programmeRulesKey, queryFn: ({ signal }) => callAdmin(getRules, { signal }) });
}
