import { listProducts } from '@loyalty/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminListQuery } from './admin-list';
import { useSignedInOperator } from './signed-in-operator';

/** The product kind of the group's companies (the demo seed's and DESIGN §12's). */
const COMPANY_KIND = 'company';

/**
 * The group companies an operator picks from (a card template's company): the first 100 by English
 * name, unpublished ones included, as the products area lists them.
 */
export function useCompanyChoices() {
  return useQuery(adminListQuery(listProducts, { kind: COMPANY_KIND, limit: 100, sort: 'name_en' }));
}

/**
 * The companies the signed-in operator may create for (a card template's, a code's): an operator limited
 * to companies is offered only theirs (decision 063), the whole group every company.
 */
export function useOwnCompanyChoices() {
  const { company_ids: limitedTo } = useSignedInOperator();
  const companies = useCompanyChoices();
  const items = (companies.data?.items ?? []).filter(
    (company) => limitedTo.length === 0 || limitedTo.includes(company.id),
  );
  return { items, isPending: companies.isPending, isLimited: limitedTo.length > 0 };
}
