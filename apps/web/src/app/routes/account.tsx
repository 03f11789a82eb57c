import { AccountOverview } from '@/features/accounts/components/account-overview';
import { DataSaverSwitch } from '../layout/data-saver-switch';
import { useDocumentTitle } from '@/lib/page-title';

export default function AccountRoute() {
  useDocumentTitle('Account · Tikiti');
  return (
    <main className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <AccountOverview />
      <section className="mt-8 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
        <DataSaverSwitch />
      </section>
    </main>
  );
}
