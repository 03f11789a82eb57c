import { ResendTicketsPage } from '@/features/checkout/my-tickets/resend-tickets-page';
import { useDocumentTitle } from '../layout/static-page';

export default function Route() {
  useDocumentTitle('Resend my tickets · Tikiti');
  return <ResendTicketsPage />;
}
