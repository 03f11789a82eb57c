import { useParams } from '@/lib/router';
import { FeedbackPage } from '@/features/feedback/components/feedback-page';

/** /feedback/{token}: the link in the mail sent after an event (one per ticket). */
export default function FeedbackRoute() {
  const { token = '' } = useParams();
  return <FeedbackPage key={token} token={token} />;
}
