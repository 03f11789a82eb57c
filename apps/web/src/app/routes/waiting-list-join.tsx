import { JoinPage } from '@/features/waiting-list/components/join-page';

/** /waiting-list?event=…&type=…: join the waiting list of a sold-out ticket type (decision 050). */
export default function WaitingListJoinRoute() {
  return <JoinPage />;
}
