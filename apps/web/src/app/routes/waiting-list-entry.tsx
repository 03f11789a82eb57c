import { useParams } from '@/lib/router';
import { EntryPage } from '@/features/waiting-list/components/entry-page';

/** /waiting-list/{token}: a place in line, its position and any open offer. */
export default function WaitingListEntryRoute() {
  const { token = '' } = useParams();
  return <EntryPage key={token} token={token} />;
}
