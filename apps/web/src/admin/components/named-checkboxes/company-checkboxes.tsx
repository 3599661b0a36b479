import { useCompanyChoices } from '../../lib/company-choices';
import { NamedCheckboxes, type NamedCheckboxesProps } from './named-checkboxes';

/** Group companies to pick any of (the companies an operator is limited to, decision 063). */
export function CompanyCheckboxes(props: NamedCheckboxesProps) {
  const companies = useCompanyChoices();
  return <NamedCheckboxes items={companies.data?.items ?? []} isPending={companies.isPending} {...props} />;
}
