import { BannerListScreen } from '@/features/home/components/banner-list-screen';
import { Framed } from './framed';

export const BannerListRoute = () => <Framed>{<BannerListScreen />}</Framed>;
