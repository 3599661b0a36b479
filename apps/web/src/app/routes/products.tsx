import type { PrivilegeCard as Privilege } from '@loyalty/contracts';
import { useLoaderData, useLocation, useParams } from 'react-router';
import { PrivilegeCard } from '@/features/privileges/components/privilege-card';
import { detailPathOf } from '@/features/privileges/lib/detail-link';
import { ProductDetailScreen } from '@/features/products/components/product-detail-screen';
import { ProductListScreen } from '@/features/products/components/product-list-screen';
import { productIdOf } from '@/features/products/lib/product-route';
import type { ProductRouteData } from '../router';
import { Framed } from './framed';
import { NotFoundRoute } from './not-found';

export function ProductListRoute() {
  const { kind } = useLoaderData() as ProductRouteData;
  if (!kind) return <NotFoundRoute />;
  return (
    <Framed>
      <ProductListScreen key={kind.code} kind={kind} />
    </Framed>
  );
}

/** A product's privileges as the privilege lists draw them; their detail comes back here. */
function OfferedPrivileges({ privileges }: { privileges: Privilege[] }) {
  const { pathname } = useLocation();
  return (
    <ul className="grid grid-cols-2 gap-3 tablet:grid-cols-3" data-testid="product-privileges">
      {privileges.map((privilege) => (
        <li key={privilege.privilege_id}>
          <PrivilegeCard privilege={privilege} to={detailPathOf(privilege, { backTo: pathname })} />
        </li>
      ))}
    </ul>
  );
}

export function ProductDetailRoute() {
  const { kind } = useLoaderData() as ProductRouteData;
  const id = productIdOf(useParams());
  if (!kind || id === null) return <NotFoundRoute />;
  return (
    <Framed>
      <ProductDetailScreen
        key={`${kind.code}:${id}`}
        kind={kind}
        id={id}
        renderPrivileges={(privileges) => <OfferedPrivileges privileges={privileges} />}
      />
    </Framed>
  );
}
