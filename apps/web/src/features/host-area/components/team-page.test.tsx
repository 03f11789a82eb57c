import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { THostTeamMember } from '@tribe/contracts/host-area';
import { MemoryRouter } from '@/lib/router';
import { describe, expect, it } from 'vitest';
import { meQueryKey } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { apiError, JAZZ, makeSummary, meAs, mockApi, renderHost, SAUTI, USER } from '../testing/test-utils.test-util';
import { TeamJoinPage } from './team-join-page';
import { TeamPage } from './team-page';
import { componentTestHooks } from '@/test/hooks.test-util';

componentTestHooks();

const member = (over: Partial<THostTeamMember>): THostTeamMember => ({
  id: 5,
  name: 'Otieno Ouma',
  email: 'otieno@example.co.ke',
  role: 'manager',
  status: 'active',
  eventIds: [],
  invitedAt: '2026-10-01T09:00:00.000Z',
  joinedAt: '2026-10-02T09:00:00.000Z',
  expiresAt: null,
  ...over,
});
const TEAM = [
  member({ id: null, name: 'Wanjiru Kamau', email: 'wanjiru@example.co.ke', role: 'owner' }),
  member({}),
  member({ id: 6, name: 'Kevin Door', email: 'kevin@example.co.ke', role: 'scanner', eventIds: [26] }),
  member({
    id: 7,
    name: null,
    email: 'new@example.co.ke',
    role: 'scanner',
    status: 'invited',
    joinedAt: null,
    expiresAt: '2099-01-01T00:00:00.000Z',
  }),
];
const base = {
  '/api/host/me': () => ({ json: meAs(SAUTI) }),
  '/api/host/events': () => ({ json: [makeSummary(), makeSummary({ id: 27, title: 'Jazz Brunch' })] }),
  '/api/host/team': () => ({ json: TEAM }),
};

describe('TeamPage', () => {
  it('lists members with their roles and the pending invitations, and links to management', async () => {
    mockApi(base);
    renderHost('/host/team', <TeamPage manage={false} />, { permission: 'team' });
    const members = within(await screen.findByRole('region', { name: 'Members' }));
    expect(within(members.getByRole('listitem', { name: /Wanjiru Kamau/ })).getByText('Owner')).toBeTruthy();
    expect(within(members.getByRole('listitem', { name: /Otieno Ouma/ })).getByText('Manager')).toBeTruthy();
    expect(members.getByRole('listitem', { name: /Kevin Door/ }).textContent).toContain('Scans: Sauti Sol Live');
    const invited = within(screen.getByRole('region', { name: 'Pending invitations' }));
    expect(invited.getByRole('listitem', { name: /new@example.co.ke/ }).textContent).toContain('Link works until');
    expect(screen.getByRole('link', { name: 'Manage team' }).getAttribute('href')).toBe('/host/team-management');
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('invites by email with a role and, for a scanner, chosen events', async () => {
    const calls = mockApi({ ...base, 'POST /api/host/team/invitations': () => ({ status: 201, json: {} }) });
    renderHost('/host/team-management', <TeamPage manage />, { permission: 'team' });
    const form = within(await screen.findByRole('region', { name: 'Invite someone' }));
    fireEvent.change(form.getByLabelText('Email address'), { target: { value: 'not-an-email' } });
    fireEvent.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await form.findByText('Enter an email address like name@example.com.')).toBeTruthy();

    fireEvent.change(form.getByLabelText('Email address'), { target: { value: ' Amina@Example.co.ke ' } });
    fireEvent.click(await form.findByRole('checkbox', { name: 'Jazz Brunch' }));
    fireEvent.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to amina@example.co.ke')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/host/team/invitations')?.body).toEqual({
      email: 'amina@example.co.ke',
      role: 'scanner',
      eventIds: [27],
    });
  });

  it('changes a role, resends an invitation and removes a member after confirming', async () => {
    const calls = mockApi({
      ...base,
      'PATCH /api/host/team/5': () => ({ json: {} }),
      'DELETE /api/host/team/6': () => ({ status: 204 }),
      'POST /api/host/team/invitations': () => ({ status: 201, json: {} }),
    });
    renderHost('/host/team-management', <TeamPage manage />, { permission: 'team' });
    const otieno = within(await screen.findByRole('listitem', { name: /Otieno Ouma/ }));
    fireEvent.change(otieno.getByRole('combobox', { name: 'Role of Otieno Ouma' }), { target: { value: 'scanner' } });
    fireEvent.click(otieno.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
        path: '/api/host/team/5',
        body: { role: 'scanner', eventIds: [] },
      }),
    );

    fireEvent.click(
      within(screen.getByRole('listitem', { name: /new@example.co.ke/ })).getByRole('button', {
        name: 'Resend invitation',
      }),
    );
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/host/team/invitations')?.body).toEqual({
        email: 'new@example.co.ke',
        role: 'scanner',
        eventIds: [],
      }),
    );

    fireEvent.click(
      within(screen.getByRole('listitem', { name: /Kevin Door/ })).getByRole('button', { name: 'Remove' }),
    );
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText('Remove Kevin Door from the team?')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/host/team/6')).toBe(true));
    expect(await screen.findByText('Kevin Door removed from the team')).toBeTruthy();
  });

  it('offers no way to remove or demote the owner', async () => {
    mockApi(base);
    renderHost('/host/team-management', <TeamPage manage />, { permission: 'team' });
    const owner = within(await screen.findByRole('listitem', { name: /Wanjiru Kamau/ }));
    expect(owner.getByText('The owner cannot be removed.')).toBeTruthy();
    expect(owner.queryByRole('button')).toBeNull();
    expect(owner.queryByRole('combobox')).toBeNull();
  });

  it('says so when the server refuses to remove the owner', async () => {
    mockApi({
      ...base,
      '/api/host/team': () => ({ json: [TEAM[0], member({ id: 9, name: 'Co Owner', role: 'manager' })] }),
      'DELETE /api/host/team/9': () => apiError(409, 'owner_cannot_be_removed'),
    });
    renderHost('/host/team-management', <TeamPage manage />, { permission: 'team' });
    const row = within(await screen.findByRole('listitem', { name: /Co Owner/ }));
    fireEvent.click(row.getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect((await row.findByRole('alert')).textContent).toBe('The owner cannot be removed.');
  });
});

describe('TeamJoinPage', () => {
  function renderJoin(url: string, user = USER as typeof USER | null) {
    const queryClient = createQueryClient();
    queryClient.setQueryData(meQueryKey, user);
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <TeamJoinPage brand={<span>Tikiti</span>} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }
  const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';

  it('sends a signed-out visitor to sign in and back here', () => {
    mockApi({});
    renderJoin(`/host/team/join?token=${TOKEN}`, null);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/auth/signin?returnTo=${encodeURIComponent(`/host/team/join?token=${TOKEN}`)}`,
    );
  });

  it('accepts the invitation and acts for that host from now on', async () => {
    const calls = mockApi({
      'POST /api/host/team/join': () => ({
        json: meAs(JAZZ, [SAUTI, JAZZ]),
      }),
    });
    renderJoin(`/host/team/join?token=${TOKEN}`);
    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('You joined Jazz Nights KE as scanner')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ token: TOKEN });
    expect(localStorage.getItem('actingHostId')).toBe('9');
    expect(screen.getByRole('link', { name: 'Open the host area' }).getAttribute('href')).toBe(
      '/host/validate-tickets',
    );
  });

  it('explains an invitation for another address', async () => {
    mockApi({ 'POST /api/host/team/join': () => apiError(403, 'invitation_wrong_email') });
    renderJoin(`/host/team/join?token=${TOKEN}`);
    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect((await screen.findByRole('alert')).textContent).toContain('sent to another email address');
  });
});
