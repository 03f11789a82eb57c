import { ExploreSection } from '@/features/discovery/components/home/explore-section';
import { FeaturedSection } from '@/features/discovery/components/home/featured-section';
import { Hero } from '@/features/discovery/components/home/hero';
import { HomeSearch } from '@/features/discovery/components/home/home-search';
import { HostPromo } from '@/features/discovery/components/home/host-promo';
import { ImageCarousel } from '@/features/discovery/components/home/image-carousel';
import { MobileTribeStrip } from '@/features/discovery/components/home/mobile-tribe-strip';
import { TribesSection } from '@/features/discovery/components/home/tribes-section';

/** Home (spec section 2): the sections in the spec's order. */
export default function HomeRoute() {
  return (
    <main>
      <Hero />
      <MobileTribeStrip />
      <ImageCarousel />
      <HomeSearch />
      <ExploreSection />
      <FeaturedSection />
      <HostPromo />
      <TribesSection />
    </main>
  );
}
