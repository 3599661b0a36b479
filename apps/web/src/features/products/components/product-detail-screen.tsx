import { type PrivilegeCard, type ProductDetail, type ProductKind, productPath } from '@loyalty/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Picture } from '@/components/ui/picture';
import { WordBreaks } from '@/components/ui/word-breaks';
import { isErrorBody } from '@/lib/api-client';
import { useProductDetail } from '../api/get-product-detail';
import { productNameOf } from '../lib/product-name';
import { ProductBranches } from './product-branches';
import { ProductLinks } from './product-links';

interface ProductDetailScreenProps {
  kind: ProductKind;
  id: number;
  /** The privileges it offers, drawn as the privilege lists draw them (the app composes that feature in). */
  renderPrivileges: (privileges: PrivilegeCard[]) => ReactNode;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h3 className="text-lg font-bold text-ink-900">{title}</h3>
      {children}
    </section>
  );
}

function ProductHero({ product }: { product: ProductDetail }) {
  const { t, i18n } = useTranslation('products');
  const name = productNameOf(product, i18n.language);
  return (
    <Card padding="none" isOutlined className="overflow-hidden">
      <Picture src={product.cover_url} srcset={product.cover_srcset} ratio="12/5" />
      <div className="flex items-end gap-4 px-5 pb-5">
        <img
          src={product.logo_url}
          alt={t('detail.logoAlt', { name })}
          width={96}
          height={96}
          className="-mt-12 size-24 shrink-0 rounded-3xl bg-white object-cover shadow-md ring-4 ring-white"
        />
        <div className="min-w-0 pt-3">
          <h2 className="text-xl font-bold text-ink-900 tablet:text-2xl" data-testid="product-name">
            <WordBreaks text={name} isName />
          </h2>
          <p className="mt-1 inline-block whitespace-nowrap rounded-full bg-brand-50 px-3 py-0.5 text-sm font-semibold text-brand-700">
            {product.category}
          </p>
        </div>
      </div>
    </Card>
  );
}

/** `/:product-detail/:id`: a company or brand, how to reach it, where it is and what it offers members. */
export function ProductDetailScreen({ kind, id, renderPrivileges }: ProductDetailScreenProps) {
  const { t, i18n } = useTranslation('products');
  const detail = useProductDetail(kind, id);

  if (detail.isPending) {
    return <div className="aspect-[12/5] w-full animate-pulse rounded-3xl bg-ink-100" aria-hidden />;
  }
  if (detail.isError) {
    if (isErrorBody(detail.error) && detail.error.code === 'NOT_FOUND') {
      return (
        <EmptyState action={<ButtonLink to={productPath(kind.code)}>{t('detail.backToList')}</ButtonLink>}>
          {t('detail.notFound')}
        </EmptyState>
      );
    }
    return <LoadError title={t('detail.loadError')} error={detail.error} onRetry={() => void detail.refetch()} />;
  }
  const product = detail.data;
  const description = i18n.language === 'th' ? product.description : product.description_en;
  return (
    <div className="flex flex-col gap-6" data-testid="product-detail">
      <ProductHero product={product} />
      <Section title={t('detail.about')}>
        <p className="leading-relaxed whitespace-pre-line text-ink-700">{description}</p>
        <ProductLinks website={product.website} lineOa={product.line_oa} />
      </Section>
      <Section title={t('detail.branches')}>
        <ProductBranches branches={product.branches} />
      </Section>
      <Section title={t('detail.privileges')}>
        {product.privileges.length > 0 ? (
          renderPrivileges(product.privileges)
        ) : (
          <EmptyState>{t('detail.noPrivileges')}</EmptyState>
        )}
      </Section>
    </div>
  );
}
