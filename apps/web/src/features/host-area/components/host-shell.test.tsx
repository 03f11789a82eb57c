import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACTING_HOST_HEADER, ACTING_HOST_STORAGE_KEY } from '@tribe/contracts/host-area';
import { describe, expect, it } from 'vitest';
import { apiError, JAZZ, meAs, mockApi, renderHost, SAUTI } from '../testing/test-utils.test-util';
import { componentTestHooks } from '@/test/hooks.test-util';

componentTestHooks();

/** The link names of the desktop sidebar (the first host navigation). */
async function sidebarLinks() {
  const nav = (await screen.findAllByRole('navigation', { name: 'Host' }))[0]!;
  return within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);
}

describe('HostShell', () => {
  it('sends a signed-out visitor to sign in, coming back to the same page', async () => {
    mockApi({});
    renderHost('/host/events?x=1', <p>page</p>, { user: null });
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/auth/signin?returnTo=%2Fhost%2Fevents%3Fx%3D1'),
    );
  });

  it('shows an owner every place, the host name, the role and the way back to the site', async () => {
    mockApi({ '/api/host/me': () => ({ json: meAs(SAUTI) }) });
    renderHost('/host/events', <p>the page</p>);
    expect(await sidebarLinks()).toEqual([
      'Dashboard',
      'Events',
      'Create event',
      'Tickets',
      'Attendees',
      'Check-in',
      'Team',
      'Reviews',
      'Settings',
    ]);
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.getAllByText('Sauti Events').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Owner').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Back to site' })[0]!.getAttribute('href')).toBe('/');
  });

  it('hides team and settings from a manager', async () => {
    mockApi({ '/api/host/me': () => ({ json: meAs({ ...SAUTI, role: 'manager' }) }) });
    renderHost('/host/events', <p>the page</p>);
    const links = await sidebarLinks();
    expect(links).not.toContain('Team');
    expect(links).not.toContain('Settings');
    expect(links).toContain('Events');
  });

  it('shows a scanner only check-in, and says so instead of a page the role may not use', async () => {
    mockApi({ '/api/host/me': () => ({ json: meAs({ ...SAUTI, role: 'scanner' }) }) });
    renderHost('/host/dashboard', <p>the figures</p>, { permission: 'dashboard' });
    expect(await sidebarLinks()).toEqual(['Check-in']);
    expect(await screen.findByText("You don't have access to this part of Sauti Events")).toBeTruthy();
    expect(screen.queryByText('the figures')).toBeNull();
  });

  it('puts the main places in the phone bottom bar and the rest in the menu sheet', async () => {
    mockApi({ '/api/host/me': () => ({ json: meAs(SAUTI) }) });
    renderHost('/host/events', <p>the page</p>);
    const bottom = (await screen.findAllByRole('navigation', { name: 'Host' }))[1]!;
    expect(
      within(bottom)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dashboard', 'Events', 'Check-in']);
    fireEvent.click(within(bottom).getByRole('button', { name: 'More' }));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByRole('link', { name: 'Settings' })).toBeTruthy();
    expect(within(sheet).getByRole('link', { name: 'Back to site' })).toBeTruthy();
  });

  it('tells someone on no team how to get on one', async () => {
    mockApi({ '/api/host/me': () => apiError(403, 'forbidden') });
    renderHost('/host/events', <p>the page</p>);
    expect(await screen.findByText('You are not on a host’s team yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Become a host' }).getAttribute('href')).toBe('/host/onboarding');
  });

  it('switches host: stores the choice and names it on every later host request', async () => {
    let active = SAUTI;
    const calls = mockApi({
      '/api/host/me': () => ({ json: meAs(active, [SAUTI, JAZZ]) }),
    });
    renderHost('/host/validate-tickets', <p>check-in</p>, { permission: 'checkIn' });
    const select = (await screen.findAllByLabelText('Acting for'))[0] as HTMLSelectElement;
    expect(calls[0]!.headers[ACTING_HOST_HEADER]).toBeUndefined();
    active = JAZZ;
    fireEvent.change(select, { target: { value: String(JAZZ.hostId) } });
    expect(localStorage.getItem(ACTING_HOST_STORAGE_KEY)).toBe('9');
    await waitFor(() => expect(calls.length).toBe(2));
    expect(calls[1]!.headers[ACTING_HOST_HEADER]).toBe('9');
    await waitFor(() => expect(screen.getAllByText('Scanner').length).toBeGreaterThan(0));
  });

  it('leaves a page the new role may not use after switching', async () => {
    let active = SAUTI;
    mockApi({ '/api/host/me': () => ({ json: meAs(active, [SAUTI, JAZZ]) }) });
    renderHost('/host/dashboard', <p>the figures</p>, { permission: 'dashboard' });
    const select = (await screen.findAllByLabelText('Acting for'))[0] as HTMLSelectElement;
    active = JAZZ;
    fireEvent.change(select, { target: { value: '9' } });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/host/validate-tickets'));
  });

  it('forgets a stored host the person is no longer on the team of', async () => {
    localStorage.setItem(ACTING_HOST_STORAGE_KEY, '9');
    const calls = mockApi({
      '/api/host/me': (_b, n) => (n === 0 ? apiError(403, 'forbidden') : { json: meAs(SAUTI) }),
    });
    renderHost('/host/events', <p>the page</p>);
    expect(await screen.findByText('the page')).toBeTruthy();
    expect(calls[0]!.headers[ACTING_HOST_HEADER]).toBe('9');
    expect(calls[1]!.headers[ACTING_HOST_HEADER]).toBeUndefined();
    expect(localStorage.getItem(ACTING_HOST_STORAGE_KEY)).toBeNull();
  });
});
