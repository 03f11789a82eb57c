import { OnboardingPage } from '@/features/hosts/components/onboarding-page';
import { useDocumentTitle } from '../layout/static-page';

export default function HostOnboardingRoute() {
  useDocumentTitle('Become a host · Tikiti');
  return <OnboardingPage />;
}
