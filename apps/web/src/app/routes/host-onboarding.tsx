import { OnboardingPage } from '@/features/host-profile/components/onboarding-page';
import { OT } from '@/features/host-profile/texts';
import { useDocumentTitle } from '@/lib/page-title';
import { useAreaTexts } from '@/i18n/area-texts';

export default function HostOnboardingRoute() {
  useAreaTexts('host');
  useDocumentTitle(OT.documentTitle);
  return <OnboardingPage />;
}
