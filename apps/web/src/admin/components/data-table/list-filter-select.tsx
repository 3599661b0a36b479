import type { ComponentProps } from 'react';
import { SelectField } from '@/components/ui/select-field';
import type { ListInput, ListParams } from './list-params';

type ListFilterSelectProps<Input extends ListInput> = Omit<
  ComponentProps<typeof SelectField>,
  'name' | 'value' | 'onChange' | 'className'
> & {
  params: ListParams<Input>;
  /** The list call's filter, as its input names it; the placeholder choice lifts it. */
  name: Extract<keyof Input, string>;
};

/** A list's one-choice filter, kept in the URL with the rest of the list's state. */
export function ListFilterSelect<Input extends ListInput>({ params, name, ...select }: ListFilterSelectProps<Input>) {
  return (
    <SelectField
      {...select}
      value={String(params.input[name] ?? '')}
      onChange={(event) => params.update({ [name]: event.target.value })}
      className="w-56"
    />
  );
}
