import type { ProductInput } from '@loyalty/contracts';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { ContractForm } from '@/lib/forms/use-contract-form';
import type { ProductValues } from './product-values';

export const EMPTY_BRANCH = { name_th: '', name_en: '', address_th: '', address_en: '', map_url: '' };

/** A product's branches, in display order: add, fill in, remove (DESIGN §12: name, address, map link). */
export function BranchFields({ form }: { form: ContractForm<ProductValues, ProductInput> }) {
  const { t } = useTranslation('admin-products');
  const branches = useFieldArray({ control: form.control, name: 'branches' });
  return (
    <fieldset className="flex flex-col gap-4 desktop:col-span-2" data-testid="product-branches">
      <legend className="text-base font-semibold text-ink-900">{t('branches')}</legend>
      {branches.fields.length === 0 ? <p className="text-ink-600">{t('noBranches')}</p> : null}
      {branches.fields.map((branch, index) => (
        <fieldset key={branch.id} className="grid gap-3 rounded-xl border border-ink-200 p-4 desktop:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-ink-800">{t('branch', { number: index + 1 })}</legend>
          <TextField label={t('branchNameTh')} lang="th" {...form.fieldProps(`branches.${index}.name_th`)} />
          <TextField label={t('branchNameEn')} lang="en" {...form.fieldProps(`branches.${index}.name_en`)} />
          <TextField label={t('addressTh')} lang="th" {...form.fieldProps(`branches.${index}.address_th`)} />
          <TextField label={t('addressEn')} lang="en" {...form.fieldProps(`branches.${index}.address_en`)} />
          <TextField label={t('mapUrl')} {...form.fieldProps(`branches.${index}.map_url`)} />
          <div className="flex items-end">
            <Button variant="ghost" onClick={() => branches.remove(index)}>
              {t('removeBranch', { number: index + 1 })}
            </Button>
          </div>
        </fieldset>
      ))}
      <div>
        <Button variant="secondary" onClick={() => branches.append(EMPTY_BRANCH)} data-testid="product-add-branch">
          {t('addBranch')}
        </Button>
      </div>
    </fieldset>
  );
}
