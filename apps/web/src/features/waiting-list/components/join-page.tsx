import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '@/lib/router';
import { waitingListEntryPath } from '@tribe/contracts/waiting-list-paths';
import { bound, CodeField, Field, SelectField } from '@/components/form/fields';
import { Panel } from '@/components/page/page-states';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { joinWaitlist } from '../api/waiting-list';
import { T } from '../texts';

/**
 * /waiting-list?event=…&type=…: join the line of a sold-out ticket type and date (decision 050).
 * Not signed in: name, email and phone, the phone proven by the texted code on the second step.
 */
export function JoinPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { data: user } = useUser();
  const eventId = params.get('event') ?? '';
  const ticketTypeId = Number(params.get('type'));
  const typeName = params.get('name') ?? '';
  const [quantity, setQuantity] = useState(1);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [codeAsked, setCodeAsked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!eventId || !Number.isInteger(ticketTypeId) || ticketTypeId <= 0)
    return (
      <main className="mx-auto max-w-lg px-4 py-10">
        <p role="alert" className="text-stone-700">
          {T.join.missing}
        </p>
      </main>
    );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const entry = await joinWaitlist({
        eventId: /^\d+$/.test(eventId) ? Number(eventId) : eventId,
        ticketTypeId,
        quantity,
        selectedDate: params.get('date'),
        selectedShowTimeId: params.get('show') ? Number(params.get('show')) : null,
        ...(user ? {} : { name, email }),
        phone: phone.trim() || null,
        ...(codeAsked && code.trim() ? { phoneCode: code.replace(/\s/g, '') } : {}),
      });
      void navigate(waitingListEntryPath(entry.token));
    } catch (err) {
      if (err instanceof ApiError && err.code === 'phone_unproven') setCodeAsked(true);
      setError(err instanceof ApiError ? (err.serverMessage ?? err.message) : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="mx-auto max-w-lg px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{T.join.title}</h1>
      <p className="mt-3 text-stone-700">{T.join.intro(typeName)}</p>
      <Panel className="mt-6">
        <form onSubmit={(e) => void submit(e)} className="space-y-2" noValidate>
          {user && <p className="mb-3 text-sm text-stone-600">{T.join.signedInAs(user.email)}</p>}
          <SelectField
            label={T.join.quantity}
            name="quantity"
            value={quantity}
            onChange={(e) => setQuantity(Number(e.target.value))}
          >
            {Array.from({ length: 10 }, (_, i) => i + 1).map((q) => (
              <option key={q} value={q}>
                {q}
              </option>
            ))}
          </SelectField>
          {!user && (
            <>
              <Field label={T.join.name} name="name" autoComplete="name" required {...bound(name, setName)} />
              <Field
                label={T.join.email}
                name="email"
                type="email"
                autoComplete="email"
                required
                {...bound(email, setEmail)}
              />
            </>
          )}
          <Field
            label={T.join.phone}
            name="phone"
            type="tel"
            autoComplete="tel"
            hint={T.join.phoneHint}
            required={!user}
            {...bound(phone, setPhone)}
          />
          {codeAsked && (
            <CodeField label={T.join.code} name="phoneCode" hint={T.join.codeSent(phone)} {...bound(code, setCode)} />
          )}
          {error && (
            <p
              role="alert"
              data-testid="join-error"
              className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800"
            >
              {error}
            </p>
          )}
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {T.join.submit}
          </Button>
        </form>
      </Panel>
      <p className="mt-4 text-sm">
        <Link to={`/events/${encodeURIComponent(eventId)}`} className="font-semibold text-orange-700 hover:underline">
          {T.entry.eventLink}
        </Link>
      </p>
    </main>
  );
}
