import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeEvent } from '@/test/events.test-util';
import { HOST_TEXT } from '../host.texts';
import { UT } from '../unavailable.texts';
import { EventTakenDown } from './event-taken-down';
import { HostedBy } from './hosted-by';
import { stubResizeObserver } from '@/test/hooks.test-util';

beforeEach(() => {
  stubResizeObserver();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HostedBy', () => {
  it('shows "Verified host" for a host an admin verified, and explains it on tap', async () => {
    render(<HostedBy name="Savannah Sounds" verified />);
    const badge = screen.getByTestId('verified-host');
    expect(badge.textContent).toBe(HOST_TEXT.verifiedBadge);
    expect(screen.queryByText(HOST_TEXT.verifiedExplained)).toBeNull();
    fireEvent.click(badge);
    expect((await screen.findAllByText(HOST_TEXT.verifiedExplained)).length).toBeGreaterThan(0);
  });

  it('shows no badge for a host nobody verified', () => {
    render(<HostedBy name="Savannah Sounds" verified={false} />);
    expect(screen.getByText('Savannah Sounds')).toBeTruthy();
    expect(screen.queryByTestId('verified-host')).toBeNull();
  });
});

describe('EventTakenDown', () => {
  it("says sales are off on the page of a suspended host's event", () => {
    render(
      <MemoryRouter>
        <EventTakenDown event={makeEvent()} why="sales-off" />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('event-sales-off').textContent).toContain(UT.salesOffTitle);
    expect(screen.queryByTestId('event-taken-down')).toBeNull();
  });
});
