import { MyTickets } from '@/features/checkout/my-tickets/my-tickets';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { useDocumentTitle } from '../layout/static-page';

export default function ProfileRoute() {
  useDocumentTitle('Profile · Tikiti');
  return <ProfilePage ticketsTab={<MyTickets />} />;
}
