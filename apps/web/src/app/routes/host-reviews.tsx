import { ReviewsPage } from '@/features/host-area/components/reviews-page';
import { RT } from '@/features/host-area/reviews.texts';
import { HostRoute } from './host-route';

export default function HostReviewsRoute() {
  return (
    <HostRoute title={() => RT.title} permission="reviews">
      <ReviewsPage />
    </HostRoute>
  );
}
