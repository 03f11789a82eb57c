import { CalendarDays, Camera, Heart } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from '@/lib/router';
import type { TPublicUser } from '@tribe/contracts/users';
import { Button, buttonClass } from '@/components/ui/button';
import { bound, Field, FormAlert } from '@/components/form/fields';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { cn } from '@/lib/cn';
import {
  useAccountSavedEvents,
  useChangePassword,
  useConfirmEmailChange,
  useDeleteAccount,
  useRemovePhoto,
  useRequestEmailChange,
  useUnsaveEvent,
  useUpdateProfile,
  useUploadPhoto,
} from '../api/profile';
import { PROFILE_TABS, profileErrors, passwordChangeErrors, type ProfileTab } from '../form-rules';
import { T } from '../texts';
import { INTL_LOCALE } from '@tribe/contracts/locale';
import { getLocale } from '@/i18n/i18n';

const tabLabel = (tab: ProfileTab): string => T.tabs[tab];

function problemText(err: unknown): string | null {
  if (!err) return null;
  // A refusal about one field ('password: …') is shown without the field's name (the API client's `problem`).
  if (err instanceof ApiError) return err.problem ?? T.errors.generic;
  return T.errors.offline;
}

/** /profile: the signed-in user's account in four tabs (?tab=profile|tickets|saved|settings). */
/** `ticketsTab`: the My tickets list (checkout's), composed in by the route. */
export function ProfilePage({ ticketsTab }: { ticketsTab?: ReactNode } = {}) {
  const { data: user, isPending } = useUser();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const raw = params.get('tab');
  const tab: ProfileTab = (PROFILE_TABS as readonly string[]).includes(raw ?? '') ? (raw as ProfileTab) : 'profile';

  if (isPending) return <PageSpinner />;
  if (!user)
    return <Navigate to={`/auth/signin?returnTo=${encodeURIComponent(location.pathname + location.search)}`} replace />;

  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
  return (
    <main className="mx-auto w-full max-w-3xl px-4 pb-24 pt-6 sm:px-6 sm:pt-10">
      <header className="flex items-center gap-4">
        <Avatar user={user} size="size-14" />
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{name}</h1>
          <p className="truncate text-stone-600">{user.email}</p>
        </div>
      </header>
      <div
        role="tablist"
        aria-label={T.tabs.label}
        className="-mx-4 mt-6 flex gap-1 overflow-x-auto border-b border-stone-200 px-4 sm:mx-0 sm:px-0"
      >
        {PROFILE_TABS.map((t) => (
          <button
            key={t}
            role="tab"
            type="button"
            aria-selected={t === tab}
            onClick={() => setParams(t === 'profile' ? {} : { tab: t }, { replace: true })}
            className={cn(
              '-mb-px shrink-0 border-b-2 px-3 py-3 text-sm font-semibold',
              t === tab ? 'border-orange-600 text-stone-900' : 'border-transparent text-stone-500 hover:text-stone-800',
            )}
          >
            {tabLabel(t)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tabLabel(tab)} className="pt-6">
        {tab === 'profile' && <ProfileTabPanel user={user} />}
        {tab === 'tickets' && ticketsTab}
        {tab === 'saved' && <SavedTab />}
        {tab === 'settings' && <SettingsTab user={user} />}
      </div>
    </main>
  );
}

function Avatar({ user, size }: { user: TPublicUser; size: string }) {
  const initials =
    ((user.firstName?.[0] ?? '') + (user.lastName?.[0] ?? '')).toUpperCase() || user.username[0]?.toUpperCase() || 'U';
  return user.profileImage ? (
    <img src={user.profileImage} alt="" className={cn(size, 'shrink-0 rounded-full object-cover')} />
  ) : (
    <span
      className={cn(
        size,
        'flex shrink-0 items-center justify-center rounded-full bg-orange-100 text-lg font-bold text-orange-800',
      )}
    >
      {initials}
    </span>
  );
}

function Card({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="text-lg font-bold text-stone-900">{title}</h2>
      {intro && <p className="mt-1 text-sm text-stone-600">{intro}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

function ProfileTabPanel({ user }: { user: TPublicUser }) {
  const update = useUpdateProfile();
  const upload = useUploadPhoto();
  const removePhoto = useRemovePhoto();
  const [form, setForm] = useState({
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    username: user.username,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  const field = (k: keyof typeof form) => ({ name: k, value: form[k], onChange: set(k), error: errors[k] });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = profileErrors(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    update.mutate(form, {
      onSuccess: () => toast({ title: T.profile.savedTitle, description: T.profile.savedText }),
    });
  };
  const pick = (file: File | undefined) => {
    if (!file) return;
    const bad = !/^image\//.test(file.type)
      ? T.errors.photoType
      : file.size > 5 * 1024 * 1024
        ? T.errors.photoSize
        : null;
    setPhotoProblem(bad);
    if (!bad) upload.mutate(file);
  };
  return (
    <div className="space-y-5">
      <Card title={T.profile.photo}>
        <div className="flex flex-wrap items-center gap-4">
          <Avatar user={user} size="size-20" />
          <label
            className={buttonClass('outline', 'md', 'cursor-pointer focus-within:ring-2 focus-within:ring-orange-600')}
          >
            {upload.isPending ? (
              <Spinner className="size-4" label={T.profile.uploading} />
            ) : (
              <Camera className="size-4" aria-hidden />
            )}
            {user.profileImage ? T.profile.changePhoto : T.profile.addPhoto}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              onChange={(e) => pick(e.target.files?.[0])}
            />
          </label>
          {user.profileImage && (
            <Button variant="ghost" onClick={() => removePhoto.mutate()} disabled={removePhoto.isPending}>
              {T.profile.remove}
            </Button>
          )}
        </div>
        <div className="mt-3">
          <FormAlert>{photoProblem ?? problemText(upload.error)}</FormAlert>
        </div>
      </Card>
      <Card title={T.profile.details}>
        <form noValidate onSubmit={submit}>
          <div className="grid gap-x-4 sm:grid-cols-2">
            <Field label={T.profile.firstName} autoComplete="given-name" maxLength={50} {...field('firstName')} />
            <Field label={T.profile.lastName} autoComplete="family-name" maxLength={50} {...field('lastName')} />
          </div>
          <Field label={T.profile.username} autoComplete="username" maxLength={30} {...field('username')} />
          <Field label={T.profile.email} name="email" value={user.email} disabled hint={T.profile.emailHint} />
          <div className="space-y-3">
            <FormAlert>{problemText(update.error)}</FormAlert>
            <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={update.isPending}>
              {update.isPending && <Spinner className="size-4" label={T.profile.saving} />}
              {T.profile.save}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}

function Empty({ icon, title, text, action }: { icon: ReactNode; title: string; text: string; action: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-orange-50 text-orange-700">
        {icon}
      </div>
      <h3 className="mt-4 text-lg font-bold text-stone-900">{title}</h3>
      <p className="mx-auto mt-1 max-w-sm text-stone-600">{text}</p>
      <div className="mt-5">{action}</div>
    </div>
  );
}

function SavedTab() {
  const { data, isPending, error } = useAccountSavedEvents(true);
  const unsave = useUnsaveEvent();
  if (isPending) return <Spinner className="mx-auto size-6" />;
  if (error) return <FormAlert>{problemText(error)}</FormAlert>;
  if (!data.events.length)
    return (
      <Empty
        icon={<Heart className="size-6" aria-hidden />}
        title={T.saved.emptyTitle}
        text={T.saved.emptyText}
        action={
          <Link to="/events" className={buttonClass('primary', 'md')}>
            {T.saved.browse}
          </Link>
        }
      />
    );
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {data.events.map((e) => (
        <li key={e.id} className="flex min-w-0 gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm">
          <Link to={`/events/${e.id}`} className="flex min-w-0 flex-1 gap-3">
            {e.imageUrl ? (
              <img src={e.imageUrl} alt="" className="size-16 shrink-0 rounded-xl object-cover" loading="lazy" />
            ) : (
              <span className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-stone-100">
                <CalendarDays className="size-6 text-stone-400" aria-hidden />
              </span>
            )}
            <span className="min-w-0">
              <span className="line-clamp-2 font-semibold text-stone-900">{e.title}</span>
              <span className="mt-0.5 block truncate text-sm text-stone-600">
                {e.startDate
                  ? new Date(e.startDate).toLocaleDateString(INTL_LOCALE[getLocale()], {
                      month: 'short',
                      day: 'numeric',
                      year: 'numeric',
                      timeZone: e.timeZone,
                    })
                  : T.saved.dateNotSet}
                {e.location ? ` · ${e.location}` : ''}
              </span>
            </span>
          </Link>
          <Button variant="ghost" size="icon" aria-label={T.saved.remove(e.title)} onClick={() => unsave.mutate(e.id)}>
            <Heart className="size-5 fill-orange-600 text-orange-600" aria-hidden />
          </Button>
        </li>
      ))}
    </ul>
  );
}

function SettingsTab({ user }: { user: TPublicUser }) {
  return (
    <div className="space-y-5">
      <PasswordCard />
      <EmailCard user={user} />
      {user.isHost && (
        <Card title={T.settings.payoutTitle} intro={T.settings.payoutIntro}>
          <Link to="/host/onboarding?step=payout" className={buttonClass('outline', 'md')}>
            {T.settings.managePayout}
          </Link>
        </Card>
      )}
      <DeleteCard />
    </div>
  );
}

function PasswordCard() {
  const change = useChangePassword();
  const [f, setF] = useState({ currentPassword: '', newPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (k: keyof typeof f) => ({
    name: k,
    type: 'password',
    value: f[k],
    onChange: (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value }),
    error: errors[k],
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = passwordChangeErrors(f);
    setErrors(found);
    if (Object.keys(found).length) return;
    change.mutate(f, {
      onSuccess: (r) => {
        setF({ currentPassword: '', newPassword: '' });
        toast({ title: T.settings.passwordChanged, description: r.message });
      },
    });
  };
  return (
    <Card title={T.settings.changePasswordTitle} intro={T.settings.changePasswordIntro}>
      <form noValidate onSubmit={submit}>
        <Field label={T.settings.currentPassword} autoComplete="current-password" {...field('currentPassword')} />
        <Field
          label={T.settings.newPassword}
          autoComplete="new-password"
          hint={T.settings.newPasswordHint}
          {...field('newPassword')}
        />
        <div className="space-y-3">
          <FormAlert>{problemText(change.error)}</FormAlert>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending && <Spinner className="size-4" label={T.profile.saving} />}
            {T.settings.changePassword}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function EmailCard({ user }: { user: TPublicUser }) {
  const request = useRequestEmailChange();
  const confirm = useConfirmEmailChange();
  const [f, setF] = useState({ newEmail: '', password: '', code: '' });
  const field = (k: keyof typeof f) => ({
    name: k,
    value: f[k],
    onChange: (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value }),
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Card title={T.settings.emailTitle} intro={T.settings.emailIntro(user.email)}>
      {!sentTo ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            request.mutate(
              { newEmail: f.newEmail.trim(), password: f.password },
              { onSuccess: () => setSentTo(f.newEmail.trim()) },
            );
          }}
        >
          <Field label={T.settings.newEmail} type="email" autoComplete="email" {...field('newEmail')} />
          <Field
            label={T.settings.yourPassword}
            type="password"
            autoComplete="current-password"
            {...field('password')}
          />
          <div className="space-y-3">
            <FormAlert>{problemText(request.error)}</FormAlert>
            <Button type="submit" disabled={request.isPending || !f.newEmail || !f.password}>
              {T.settings.sendCode}
            </Button>
          </div>
        </form>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            confirm.mutate(
              { code: f.code },
              {
                onSuccess: () => {
                  setSentTo(null);
                  setF({ newEmail: '', password: '', code: '' });
                  toast({ title: T.settings.emailChanged, description: T.settings.emailChangedText });
                },
              },
            );
          }}
        >
          <Field
            label={T.settings.codeSentTo(sentTo)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            {...field('code')}
          />
          <div className="space-y-3">
            <FormAlert>{problemText(confirm.error)}</FormAlert>
            <div className="flex gap-3">
              <Button variant="outline" onClick={() => setSentTo(null)}>
                {T.settings.back}
              </Button>
              <Button type="submit" disabled={confirm.isPending || f.code.replace(/\s/g, '').length !== 6}>
                {T.settings.confirmEmail}
              </Button>
            </div>
          </div>
        </form>
      )}
    </Card>
  );
}

function DeleteCard() {
  const del = useDeleteAccount();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  return (
    <Card title={T.settings.deleteTitle} intro={T.settings.deleteIntro}>
      {!open ? (
        <Button variant="outline" className="border-red-300 text-red-700 hover:bg-red-50" onClick={() => setOpen(true)}>
          {T.settings.deleteMine}
        </Button>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            del.mutate(
              { password },
              {
                onSuccess: (r) => {
                  toast({ title: T.settings.deleted, description: r.message });
                  navigate('/', { replace: true });
                },
              },
            );
          }}
        >
          <Field
            label={T.settings.yourPassword}
            name="deletePassword"
            type="password"
            autoComplete="current-password"
            hint={T.settings.cannotUndo}
            {...bound(password, setPassword)}
          />
          <div className="space-y-3">
            <FormAlert>{problemText(del.error)}</FormAlert>
            <div className="flex gap-3">
              <Button variant="outline" onClick={() => setOpen(false)}>
                {T.settings.cancel}
              </Button>
              <Button type="submit" variant="destructive" disabled={del.isPending || !password}>
                {T.settings.deleteMine}
              </Button>
            </div>
          </div>
        </form>
      )}
    </Card>
  );
}
