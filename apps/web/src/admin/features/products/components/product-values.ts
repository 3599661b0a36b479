import type { AdminProduct } from '@loyalty/contracts';
import { textOrNull, wholeNumberOf } from '../../../lib/form-values';

/** The product form's fields as typed: text everywhere, the contract's types made on submit. */
export interface ProductValues {
  kind: string;
  name_th: string;
  name_en: string;
  logo_url: string;
  cover_url: string;
  description_th: string;
  description_en: string;
  category_th: string;
  category_en: string;
  website: string;
  line_oa: string;
  partner_id: string;
  is_published: boolean;
  sort: string;
  branches: AdminProduct['branches'];
}

export const productValuesOf = (product: AdminProduct | null): ProductValues => ({
  kind: product?.kind ?? '',
  name_th: product?.name_th ?? '',
  name_en: product?.name_en ?? '',
  logo_url: product?.logo_url ?? '',
  cover_url: product?.cover_url ?? '',
  description_th: product?.description_th ?? '',
  description_en: product?.description_en ?? '',
  category_th: product?.category_th ?? '',
  category_en: product?.category_en ?? '',
  website: product?.website ?? '',
  line_oa: product?.line_oa ?? '',
  partner_id: product?.partner_id === null || product === null ? '' : String(product.partner_id),
  is_published: product?.is_published ?? false,
  sort: String(product?.sort ?? 0),
  branches: product?.branches ?? [],
});

const wholeOrNull = (typed: string) => (typed.trim() === '' ? null : Number(typed.trim()));

export const productInputOf = (values: ProductValues) => ({
  ...values,
  website: textOrNull(values.website),
  line_oa: textOrNull(values.line_oa),
  partner_id: wholeOrNull(values.partner_id),
  sort: wholeNumberOf(values.sort),
});
