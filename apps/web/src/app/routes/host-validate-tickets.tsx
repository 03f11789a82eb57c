import { useState } from 'react';
import { DoorOfflineFrame } from '@/features/host-area/components/door-offline-frame';
import { ValidateTicketsPage } from '@/features/host-area/components/validate-tickets-page';
import { CheckInTour } from '@/features/host-area/components/tours';
import { T } from '@/features/host-area/texts';
import { Logo } from '../layout/logo';
import { useAreaTexts } from '@/i18n/area-texts';
import { HostRoute } from './host-route';

/**
 * The door. Opened with no network (from the service worker's copy), the host shell cannot ask
 * who is signed in: the page then runs in a bare frame on the lists this device downloaded
 * while signed in, and syncs through the signed-in session once the network is back.
 */
export default function HostValidateTicketsRoute() {
  useAreaTexts('host');
  const [offlineAtStart] = useState(() => typeof navigator !== 'undefined' && navigator.onLine === false);
  if (offlineAtStart) {
    return (
      <DoorOfflineFrame brand={<Logo />}>
        <ValidateTicketsPage offlineOnly />
      </DoorOfflineFrame>
    );
  }
  return (
    <HostRoute title={() => T.door.title} permission="checkIn">
      <ValidateTicketsPage />
      <CheckInTour />
    </HostRoute>
  );
}
