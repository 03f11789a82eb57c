import { Link } from '@/lib/router';
import { NOT_FOUND_PAGE_TITLE } from '@tribe/contracts/routes';
import { buttonClass } from '@/components/ui/button';
import { SITE } from '../layout/site.texts';
import { useDocumentTitle } from '@/lib/page-title';

export default function NotFoundRoute() {
  // The server sends the same title with its 404; this covers pages reached in the app.
  useDocumentTitle(NOT_FOUND_PAGE_TITLE);
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <p className="text-6xl font-black text-orange-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-stone-900">{SITE.notFoundTitle}</h1>
      <p className="mt-2 text-stone-600">{SITE.notFoundText}</p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-6')}>
        {SITE.backToHome}
      </Link>
    </main>
  );
}
