import { listProducts } from '@loyalty/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminListQuery } from './admin-list';

/** The product kind of the group's companies (the demo seed's and DESIGN §12's). */
const COMPANY_KIND = 'company';

/**
 * The group companies an operator picks from (a card template's company): the first 100 by English
 * name, unpublished ones included, as the products area lists them.
 */
export function useCompanyChoices() {
  return useQuery(adminListQuery(listProducts, { kind: COMPANY_KIND, limit: 100, sort: 'name_en' }));
}
