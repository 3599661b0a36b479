import {
  type AdminProduct,
  listProducts,
  productInput,
  uploadProductCover,
  uploadProductLogo,
} from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { currentLanguage } from '@/lib/i18n';
import { EditFormFrame } from '../../../components/edit-form/edit-form-frame';
import { ImageUpload } from '../../../components/image-upload/image-upload';
import { useListRefresh } from '../../../lib/admin-write';
import { useCreateProduct, useProductKinds, useUpdateProduct } from '../api/products';
import { BranchFields } from './branch-fields';
import { productInputOf, productValuesOf } from './product-values';

/** The kinds as choices, named in the console's language. */
export function useKindOptions() {
  const kinds = useProductKinds();
  const language = currentLanguage();
  return (kinds.data ?? []).map((kind) => ({ value: kind.code, label: language === 'th' ? kind.name : kind.name_en }));
}

/** A new company or brand, or the whole of an existing one with its branches (DESIGN §12). */
export function ProductForm({ product, onDone }: { product: AdminProduct | null; onDone: () => void }) {
  const { t } = useTranslation('admin-products');
  const { t: tAdmin } = useTranslation('admin');
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const form = useContractForm(productInput, { defaultValues: productValuesOf(product), toInput: productInputOf });
  const refreshList = useListRefresh(listProducts);
  const published = form.valueProps('is_published');
  return (
    <EditFormFrame
      form={form}
      titleId={product ? 'edit-product-title' : 'create-product-title'}
      title={product ? t('editTitle', { name: product.name_en }) : t('createTitle')}
      isNew={product === null}
      onSave={(input) =>
        product ? update.mutateAsync({ params: { id: String(product.id) }, input }) : create.mutateAsync({ input })
      }
      onSaved={onDone}
      onCancel={onDone}
      testId="product-form"
      noticeTestId="product-notice"
    >
      <SelectField
        label={t('kind')}
        placeholder={t('chooseKind')}
        options={useKindOptions()}
        {...form.fieldProps('kind')}
      />
      <TextField
        label={tAdmin('content.sort')}
        hint={tAdmin('content.sortHint')}
        inputMode="numeric"
        {...form.fieldProps('sort')}
      />
      <TextField label={t('nameTh')} lang="th" {...form.fieldProps('name_th')} />
      <TextField label={t('nameEn')} lang="en" {...form.fieldProps('name_en')} />
      <TextField label={t('logo')} hint={tAdmin('content.imageUrlHint')} {...form.fieldProps('logo_url')} />
      <TextField label={t('cover')} hint={tAdmin('content.imageUrlHint')} {...form.fieldProps('cover_url')} />
      {product ? (
        <div className="flex flex-col gap-4 desktop:col-span-2">
          <ImageUpload
            call={uploadProductLogo}
            id={product.id}
            label={t('uploadLogo')}
            currentUrl={product.logo_url}
            onUploaded={(image) => {
              // The upload saved the picture; the form's next save must keep it.
              form.setValue('logo_url', image.url);
              refreshList();
            }}
          />
          <ImageUpload
            call={uploadProductCover}
            id={product.id}
            label={t('uploadCover')}
            currentUrl={product.cover_url}
            onUploaded={(image) => {
              form.setValue('cover_url', image.url);
              refreshList();
            }}
          />
        </div>
      ) : null}
      <TextAreaField label={t('descriptionTh')} lang="th" {...form.fieldProps('description_th')} />
      <TextAreaField label={t('descriptionEn')} lang="en" {...form.fieldProps('description_en')} />
      <TextField label={t('categoryTh')} lang="th" {...form.fieldProps('category_th')} />
      <TextField label={t('categoryEn')} lang="en" {...form.fieldProps('category_en')} />
      <TextField label={t('website')} hint={t('websiteHint')} type="url" {...form.fieldProps('website')} />
      <TextField label={t('lineOa')} hint={t('lineOaHint')} {...form.fieldProps('line_oa')} />
      <TextField
        label={t('partnerId')}
        hint={t('partnerHint')}
        inputMode="numeric"
        {...form.fieldProps('partner_id')}
      />
      <div className="flex items-end">
        <Checkbox
          label={t('published')}
          checked={published.value}
          onChange={published.onChange}
          error={published.error}
          testId="product-published"
        />
      </div>
      <BranchFields form={form} />
    </EditFormFrame>
  );
}
