import { HostShell } from '@/features/host-area/components/host-shell';
import { ReviewsPage } from '@/features/host-area/components/reviews-page';
import { RT } from '@/features/host-area/reviews.texts';
import { Logo } from '../layout/logo';
import { useAreaTexts } from '@/i18n/area-texts';

export default function HostReviewsRoute() {
  useAreaTexts('host');
  return (
    <HostShell brand={<Logo />} title={RT.title} permission="reviews">
      <ReviewsPage />
    </HostShell>
  );
}
