import { ProfilePage } from '@/features/profile/components/profile-page';
import { useDocumentTitle } from '../layout/static-page';

export default function ProfileRoute() {
  useDocumentTitle('Profile · Tikiti');
  return <ProfilePage />;
}
