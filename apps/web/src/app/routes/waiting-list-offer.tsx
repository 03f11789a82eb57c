import { useParams } from '@/lib/router';
import { OfferPage } from '@/features/waiting-list/components/offer-page';

/** /waiting-list/offers/{token}: the offer's link, straight to its payment page. */
export default function WaitingListOfferRoute() {
  const { token = '' } = useParams();
  return <OfferPage key={token} token={token} />;
}
