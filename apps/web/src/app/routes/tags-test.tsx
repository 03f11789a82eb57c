import { HeadTagsInspector } from '@/features/analytics/components/head-tags-table';
import { DebugPage } from '../layout/debug-page';

export default function TagsTestRoute() {
  return (
    <DebugPage
      title="Meta tags"
      description="The head tags of this page, including Open Graph, and of any path as the server sends it to link previews."
    >
      <HeadTagsInspector />
    </DebugPage>
  );
}
