import { MyTickets } from '@/features/checkout/my-tickets/my-tickets';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { useDocumentTitle } from '@/lib/page-title';

export default function ProfileRoute() {
  useDocumentTitle('Profile · Tikiti');
  return <ProfilePage ticketsTab={<MyTickets />} />;
}
