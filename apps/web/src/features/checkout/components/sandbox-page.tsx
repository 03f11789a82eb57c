import { useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useParams } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/form/fields';
import { getSandboxPayment, submitSandboxOutcome, type SandboxOutcome } from '../api/sandbox';
import { checkoutProblem } from '../lib/errors';
import { T } from '../texts';
import { CenteredSpinner, CheckoutShell, Panel } from './checkout-shell';
import { price } from '@/i18n/format';

/** The page's three answers: what each tells the sandbox, its button's look and its words. */
const SANDBOX_CHOICES = [
  ['success', 'primary', (amount: number) => T.pay(amount)],
  ['decline', 'outline', () => T.sandboxDecline],
  ['abandon', 'ghost', () => T.sandboxCancel],
] as const;

/**
 * /checkout/sandbox/:reference: the offline provider's payment page (development and demo
 * only), where the tester chooses how the payment ends. It then continues like a real provider:
 * to the address the server answers (the verifying page).
 */
export function SandboxPage({
  brand,
  redirect = (url) => window.location.assign(url),
}: {
  brand: ReactNode;
  redirect?: (url: string) => void;
}) {
  const { reference = '' } = useParams();
  const query = useQuery({
    queryKey: ['/api/payments/sandbox', reference],
    queryFn: ({ signal }) => getSandboxPayment(reference, signal),
    enabled: reference.length > 0,
    staleTime: 0,
  });
  const [sending, setSending] = useState<SandboxOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function choose(outcome: SandboxOutcome) {
    if (sending) return;
    setSending(outcome);
    setError(null);
    try {
      const { redirectUrl } = await submitSandboxOutcome(reference, outcome);
      redirect(redirectUrl);
    } catch (err) {
      setError(checkoutProblem(err).message);
      setSending(null);
    }
  }

  const payment = query.data;
  const open = payment && (payment.status === 'initialized' || payment.status === 'pending');
  return (
    <CheckoutShell brand={brand} title={T.docSandbox}>
      <p
        role="note"
        className="mb-6 flex items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900"
      >
        <FlaskConical className="size-5 shrink-0" aria-hidden="true" />
        {T.sandboxBanner}
      </p>
      {query.isPending && reference ? (
        <CenteredSpinner />
      ) : !payment ? (
        <FormAlert>{T.sandboxNotFound}</FormAlert>
      ) : (
        <Panel title={T.sandboxTitle}>
          <p className="text-sm text-stone-600">{payment.eventTitle}</p>
          <p className="mt-1 text-3xl font-extrabold tracking-tight text-stone-900" data-testid="sandbox-amount">
            {price(payment.amount)}
          </p>
          <p className="mt-1 text-sm text-stone-600">{T.sandboxPaying(payment.email)}</p>
          {!open && <p className="mt-4 text-sm text-stone-700">{T.sandboxDone}</p>}
          {error && (
            <div className="mt-4">
              <FormAlert>{error}</FormAlert>
            </div>
          )}
          <div className="mt-6 grid gap-3">
            {SANDBOX_CHOICES.map(([outcome, variant, words]) => (
              <Button
                key={outcome}
                variant={variant}
                size="lg"
                onClick={() => void choose(outcome)}
                disabled={!open || sending !== null}
              >
                {words(payment.amount)}
              </Button>
            ))}
          </div>
        </Panel>
      )}
    </CheckoutShell>
  );
}
