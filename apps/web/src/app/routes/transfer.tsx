import { useParams } from '@/lib/router';
import { TransferPage } from '@/features/checkout/my-tickets/transfer-page';

/** /transfers/{token}: the link in the SMS or mail of tickets sent to a friend (decision 051). */
export default function TransferRoute() {
  const { token = '' } = useParams();
  return <TransferPage key={token} token={token} />;
}
