import { ResendTicketsPage } from '@/features/checkout/my-tickets/resend-tickets-page';
import { useDocumentTitle } from '@/lib/page-title';

export default function Route() {
  useDocumentTitle('Resend my tickets · Tikiti');
  return <ResendTicketsPage />;
}
