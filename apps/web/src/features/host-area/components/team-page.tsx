import type { THostTeamMember } from '@tribe/contracts/host-area';
import { Mail, Settings2, Trash2, UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from '@/lib/router';
import { Button, buttonClass } from '@/components/ui/button';
import { bound, Field, inputClass } from '@/components/form/fields';
import { toast } from '@/components/ui/toast';
import { cardDate } from '@/i18n/format';
import { useUser } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useHostEvents } from '../api/events';
import { codeOf, statusOf } from '@/lib/host-api';
import { useHostTeam, useInviteMember, useRemoveMember, useUpdateMember } from '../api/team';
import { T, teamErrorText } from '../texts';
import { ConfirmDialog } from './confirm-dialog';
import { NoAccess } from './host-shell';
import { LoadError, PageHeading, Panel, Skeleton } from '@/components/page/page-states';

type TGivenRole = 'manager' | 'scanner';
const GIVEN_ROLES: readonly TGivenRole[] = ['manager', 'scanner'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const teamError = (err: unknown) =>
  teamErrorText(codeOf(err)) ?? (statusOf(err) === 0 ? T.errors.network : T.errors.generic);
const nameOf = (m: THostTeamMember) => m.name ?? m.email;

/**
 * The host's team: /host/team lists the members, their roles and the open invitations;
 * /host/team-management (`manage`) also invites by email, changes roles (and a scanner's
 * events), removes members and resends or withdraws invitations. The owner is listed first and
 * has no actions: the server refuses to remove them too.
 */
export function TeamPage({ manage }: { manage: boolean }) {
  const team = useHostTeam();
  const events = useHostEvents();
  if (statusOf(team.error) === 403) return <NoAccess />;
  const titles = new Map((events.data ?? []).map((e) => [e.id, e.title]));
  const members = team.data?.filter((m) => m.status === 'active') ?? [];
  const invited = team.data?.filter((m) => m.status === 'invited') ?? [];

  return (
    <>
      <PageHeading title={manage ? T.teamManagementTitle : T.teamTitle}>
        {!manage && (
          <Link to="/host/team-management" className={buttonClass('primary', 'md')}>
            <Settings2 aria-hidden="true" className="size-4" />
            {T.manageTeam}
          </Link>
        )}
      </PageHeading>
      {team.isPending ? (
        <Skeleton className="h-64 rounded-2xl" />
      ) : team.error ? (
        <LoadError onRetry={() => void team.refetch()} />
      ) : (
        <div className="grid gap-5">
          {manage && <InviteForm events={events.data ?? []} />}
          <Panel title={T.members} labelledBy="team-members">
            <ul className="divide-y divide-stone-100">
              {members.map((m) => (
                <MemberRow key={m.id ?? 'owner'} member={m} manage={manage} titles={titles} />
              ))}
            </ul>
          </Panel>
          <Panel title={T.pendingInvitations} labelledBy="team-invitations">
            {invited.length === 0 ? (
              <p className="text-stone-600">{T.noInvitations}</p>
            ) : (
              <ul className="divide-y divide-stone-100">
                {invited.map((m) => (
                  <MemberRow key={m.id ?? m.email} member={m} manage={manage} titles={titles} />
                ))}
              </ul>
            )}
          </Panel>
        </div>
      )}
    </>
  );
}

function RoleBadge({ role }: { role: THostTeamMember['role'] }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        role === 'owner'
          ? 'bg-orange-50 text-orange-800 ring-orange-200'
          : role === 'manager'
            ? 'bg-sky-50 text-sky-800 ring-sky-200'
            : 'bg-stone-100 text-stone-700 ring-stone-300',
      )}
    >
      {T.roles[role]}
    </span>
  );
}

function EventChecks({
  events,
  value,
  onChange,
}: {
  events: { id: number; title: string }[];
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  if (events.length === 0) return null;
  return (
    <fieldset className="mt-3">
      <legend className="text-sm font-semibold text-stone-800">{T.scannerEvents}</legend>
      <p className="text-sm text-stone-600">{T.scannerEventsHint}</p>
      <div className="mt-2 grid max-h-48 gap-1 overflow-y-auto sm:grid-cols-2">
        {events.map((e) => (
          <label
            key={e.id}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 hover:bg-stone-50"
          >
            <input
              type="checkbox"
              className="size-4 accent-orange-700"
              checked={value.includes(e.id)}
              onChange={(ev) => onChange(ev.target.checked ? [...value, e.id] : value.filter((id) => id !== e.id))}
            />
            <span className="text-sm text-stone-900">{e.title}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function RoleSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: TGivenRole;
  onChange: (r: TGivenRole) => void;
}) {
  return (
    <label className="block">
      <span className="text-sm font-semibold text-stone-800">{label}</span>
      <select
        value={value}
        onChange={(e) => onChange(e.target.value as TGivenRole)}
        className={cn(inputClass, 'mt-1.5 h-12 border-stone-300')}
      >
        {GIVEN_ROLES.map((r) => (
          <option key={r} value={r}>
            {`${T.roles[r]}: ${T.roleHints[r]}`}
          </option>
        ))}
      </select>
    </label>
  );
}

function InviteForm({ events }: { events: { id: number; title: string }[] }) {
  const invite = useInviteMember();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TGivenRole>('scanner');
  const [eventIds, setEventIds] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const address = email.trim().toLowerCase();
    if (!EMAIL.test(address)) return setError(T.emailInvalid);
    setError(null);
    invite.mutate(
      { email: address, role, eventIds: role === 'scanner' ? eventIds : [] },
      {
        onSuccess: () => {
          toast({ title: T.inviteSent(address) });
          setEmail('');
          setEventIds([]);
        },
        onError: (err) => setError(teamError(err)),
      },
    );
  };
  return (
    <Panel title={T.inviteTitle} labelledBy="team-invite">
      <p className="-mt-2 mb-4 text-sm text-stone-600">{T.inviteText}</p>
      <form onSubmit={onSubmit} noValidate>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label={T.email}
            type="email"
            autoComplete="off"
            error={error ?? undefined}
            {...bound(email, setEmail)}
          />
          <RoleSelect label={T.roleLabel} value={role} onChange={setRole} />
        </div>
        {role === 'scanner' && <EventChecks events={events} value={eventIds} onChange={setEventIds} />}
        <Button type="submit" className="mt-4" disabled={invite.isPending}>
          <UserPlus aria-hidden="true" className="size-4" />
          {invite.isPending ? T.sendingInvite : T.sendInvite}
        </Button>
      </form>
    </Panel>
  );
}

function MemberRow({
  member,
  manage,
  titles,
}: {
  member: THostTeamMember;
  manage: boolean;
  titles: Map<number, string>;
}) {
  const { data: user } = useUser();
  const isOwner = member.role === 'owner';
  const invitedRow = member.status === 'invited';
  const expired = invitedRow && member.expiresAt !== null && new Date(member.expiresAt).getTime() < Date.now();
  const name = nameOf(member);
  const headingId = `member-${member.id ?? 'owner'}-${member.email}`;
  return (
    <li aria-labelledby={headingId} className="py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p id={headingId} className="font-semibold text-stone-900">
            {name} {user?.email === member.email && <span className="font-normal text-stone-500">{T.you}</span>}
          </p>
          {member.name && <p className="break-all text-sm text-stone-600">{member.email}</p>}
          <p className="mt-0.5 text-sm text-stone-600">
            {invitedRow
              ? [
                  member.invitedAt && T.invitedOn(cardDate(member.invitedAt)),
                  expired ? T.invitationExpired : member.expiresAt && T.expiresOn(cardDate(member.expiresAt)),
                ]
                  .filter(Boolean)
                  .join(' · ')
              : member.joinedAt && T.joinedOn(cardDate(member.joinedAt))}
          </p>
          {member.role === 'scanner' && (
            <p className="text-sm text-stone-600">
              {member.eventIds.length === 0
                ? T.scannerAllEvents
                : T.scansEvents(member.eventIds.map((id) => titles.get(id) ?? `#${id}`))}
            </p>
          )}
          {isOwner && manage && <p className="text-sm text-stone-500">{T.ownerNote}</p>}
        </div>
        <RoleBadge role={member.role} />
      </div>
      {manage && !isOwner && member.id !== null && (
        <MemberActions member={member as THostTeamMember & { id: number; role: TGivenRole }} titles={titles} />
      )}
    </li>
  );
}

function MemberActions({
  member,
  titles,
}: {
  member: THostTeamMember & { id: number; role: TGivenRole };
  titles: Map<number, string>;
}) {
  const update = useUpdateMember();
  const remove = useRemoveMember();
  const invite = useInviteMember();
  const [role, setRole] = useState<TGivenRole>(member.role);
  const [eventIds, setEventIds] = useState<number[]>(member.eventIds);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = nameOf(member);
  const invitedRow = member.status === 'invited';
  const changed =
    role !== member.role || (role === 'scanner' && [...eventIds].sort().join() !== [...member.eventIds].sort().join());
  const events = [...titles].map(([id, title]) => ({ id, title }));

  const save = () => {
    setError(null);
    update.mutate(
      { id: member.id, role, eventIds: role === 'scanner' ? eventIds : [] },
      {
        onSuccess: () => toast({ title: T.roleChanged(name, role) }),
        onError: (err) => setError(teamError(err)),
      },
    );
  };
  const resend = () => {
    setError(null);
    invite.mutate(
      { email: member.email, role: member.role, eventIds: member.eventIds },
      { onSuccess: () => toast({ title: T.inviteResent(member.email) }), onError: (err) => setError(teamError(err)) },
    );
  };

  return (
    <div className="mt-3 rounded-xl bg-stone-50 p-3">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
        <RoleSelect label={T.changeRole(name)} value={role} onChange={setRole} />
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={save} disabled={!changed || update.isPending}>
            {T.saveRole}
          </Button>
          {invitedRow && (
            <Button size="sm" variant="outline" onClick={resend} disabled={invite.isPending}>
              <Mail aria-hidden="true" className="size-4" />
              {T.resendInvite}
            </Button>
          )}
          <Button size="sm" variant="outline" className="text-red-700" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            {invitedRow ? T.withdrawInvite : T.remove}
          </Button>
        </div>
      </div>
      {role === 'scanner' && <EventChecks events={events} value={eventIds} onChange={setEventIds} />}
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={invitedRow ? T.withdrawTitle(member.email) : T.removeTitle(name)}
        text={invitedRow ? T.withdrawText : T.removeText}
        confirm={invitedRow ? T.withdrawInvite : T.removeConfirm}
        cancel={T.cancel}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(member.id, {
            onSuccess: () => {
              setConfirming(false);
              toast({ title: T.removed(name) });
            },
            onError: (err) => {
              setConfirming(false);
              setError(teamError(err));
            },
          })
        }
      />
    </div>
  );
}
