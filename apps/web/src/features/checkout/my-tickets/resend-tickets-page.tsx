import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FormAlert } from '@/components/form/fields';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { resendTickets } from '../api/orders';
import { MT } from './texts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function failure(err: unknown): string {
  if (!(err instanceof ApiError)) return MT.network;
  if (err.status === 429) return MT.tooMany;
  if (err.code === 'validation_failed') return MT.emailInvalid;
  return MT.unknown;
}

/**
 * /resend-tickets: mails every ticket bought with an address to that address. Works signed out;
 * the answer never says whether tickets exist, so neither does the page.
 */
export function ResendTicketsPage() {
  const { data: user } = useUser();
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const email = typed ?? user?.email ?? '';
  const send = useMutation({ mutationFn: resendTickets, onSuccess: (_r, to) => setSentTo(to) });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const clean = email.trim().toLowerCase();
    const problem = !clean ? MT.emailRequired : !EMAIL_PATTERN.test(clean) ? MT.emailInvalid : undefined;
    setError(problem);
    if (!problem && !send.isPending) send.mutate(clean);
  };

  return (
    <main id="main-content" className="mx-auto w-full max-w-lg px-4 pb-24 pt-8 sm:pt-14">
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{MT.resendTitle}</h1>
      <div className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        {sentTo ? (
          <div role="status" className="text-center">
            <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
              <MailCheck className="size-6" aria-hidden="true" />
            </div>
            <h2 className="mt-4 text-lg font-bold text-stone-900">{MT.sentTitle}</h2>
            <p className="mt-1 text-stone-600" data-testid="resend-sent">
              {MT.sent(sentTo)}
            </p>
            <Button
              variant="outline"
              className="mt-5"
              onClick={() => {
                send.reset();
                setSentTo(null);
              }}
            >
              {MT.sendAnother}
            </Button>
          </div>
        ) : (
          <form noValidate onSubmit={submit}>
            <p className="mb-4 text-stone-600">{MT.resendIntro}</p>
            <Field
              label={MT.email}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(e) => {
                setTyped(e.target.value);
                setError(undefined);
              }}
              error={error}
            />
            <div className="space-y-3">
              <FormAlert>{send.error ? failure(send.error) : null}</FormAlert>
              <Button type="submit" size="lg" className="w-full" disabled={send.isPending}>
                {send.isPending && <Spinner className="size-4 text-white" label={MT.sending} />}
                {MT.send}
              </Button>
            </div>
          </form>
        )}
      </div>
    </main>
  );
}
