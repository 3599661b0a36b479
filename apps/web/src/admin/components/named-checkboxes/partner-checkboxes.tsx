import { usePartnerChoices } from '../../lib/partner-choices';
import { NamedCheckboxes, type NamedCheckboxesProps } from './named-checkboxes';

/** Partners to pick any of (a campaign's condition, a broadcast's segment). */
export function PartnerCheckboxes(props: NamedCheckboxesProps) {
  const partners = usePartnerChoices();
  return <NamedCheckboxes items={partners.data?.items ?? []} isPending={partners.isPending} {...props} />;
}
