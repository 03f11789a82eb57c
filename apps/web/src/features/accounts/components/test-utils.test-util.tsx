import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@/lib/router';
import { vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { meQueryKey, type TUser } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { ATTENDEE } from '@/test/users.test-util';

export { ATTENDEE };
export { HOST } from '@/test/users.test-util';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

type Handler = (body: unknown) => { status?: number; json?: unknown; headers?: Record<string, string> } | Error;

/** Answers fetch by path; records each call's body. Unknown paths get a 404. */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: { path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).split('?')[0]!;
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ path, body });
    const handler = handlers[path];
    if (!handler) return new Response(JSON.stringify({ message: 'not found' }), { status: 404 });
    const answer = handler(body);
    if (answer instanceof Error) throw answer;
    return new Response(answer.json === undefined ? null : JSON.stringify(answer.json), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** Renders `element` at `url` with a fresh query client whose current user is `user`. */
export function renderAt(url: string, element: ReactNode, user: TUser | null = null, state?: unknown) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, user);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter
        initialEntries={[
          { pathname: url.split('?')[0]!, search: url.includes('?') ? `?${url.split('?')[1]}` : '', state },
        ]}
      >
        <Routes>
          <Route
            path="*"
            element={
              <>
                {element}
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return queryClient;
}
