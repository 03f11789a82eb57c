import { cleanup } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import type { TUser } from '@/lib/auth';
import { renderRoute } from '@/test/api.test-util';
import { ATTENDEE } from '@/test/users.test-util';

export { ATTENDEE };
export { HOST } from '@/test/users.test-util';
export { mockApi } from '@/test/api.test-util';

/** Renders `element` at `url` with a fresh query client whose current user is `user`. */
export function renderAt(url: string, element: ReactNode, user: TUser | null = null, state?: unknown) {
  return renderRoute(url, element, { user, state });
}

/** After each test: the tree unmounted, every stub and spy put back, both storages emptied. */
export function accountTestHooks() {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
    sessionStorage.clear();
  });
}
