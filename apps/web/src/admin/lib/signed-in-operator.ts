import type { Operator } from '@loyalty/contracts';
import { useOutletContext } from 'react-router';

/**
 * The signed-in operator, as the console's shell hands it to the area it shows: a screen that differs
 * by role (admins edit, staff read) asks here rather than reaching into the sign-in feature.
 */
export function useSignedInOperator(): Operator {
  return useOutletContext<Operator>();
}
