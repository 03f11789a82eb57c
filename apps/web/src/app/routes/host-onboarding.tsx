import { OnboardingPage } from '@/features/hosts/components/onboarding-page';
import { useDocumentTitle } from '../layout/static-page';
import { useAreaTexts } from '@/i18n/texts';

export default function HostOnboardingRoute() {
  useAreaTexts('host');
  useDocumentTitle('Become a host · Tikiti');
  return <OnboardingPage />;
}
