import { useSearchParams } from 'react-router';
import { FlashSaleScreen } from '@/features/privileges/components/flash-sale-screen';
import { GroupScreen } from '@/features/privileges/components/group-screen';
import { PrivilegeScreen } from '@/features/privileges/components/privilege-screen';
import { SearchScreen } from '@/features/privileges/components/search-screen';
import { ExclusiveScreen, FavouriteScreen } from '@/features/privileges/components/simple-list-screens';
import { Framed } from './framed';

export const PrivilegeRoute = () => (
  <Framed isWide>
    <PrivilegeScreen />
  </Framed>
);

export const PrivilegeSearchRoute = () => (
  <Framed isWide>
    <SearchScreen />
  </Framed>
);

export const PrivilegeFavRoute = () => (
  <Framed isWide>
    <FavouriteScreen />
  </Framed>
);

export const PrivilegeFlashSaleRoute = () => (
  <Framed isWide>
    <FlashSaleScreen />
  </Framed>
);

export function PrivilegeGroupRoute() {
  const [search] = useSearchParams();
  const groupId = Number(search.get('gId'));
  return (
    <Framed isWide>
      <GroupScreen groupId={Number.isInteger(groupId) && groupId > 0 ? groupId : null} />
    </Framed>
  );
}

export const HomeExclusiveRoute = () => (
  <Framed isWide>
    <ExclusiveScreen />
  </Framed>
);
