import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { meQueryKey, type TUser } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { MemoryRouter, Route, Routes, useLocation } from '@/lib/router';

/** What a test's fake API answers: a status and a JSON body, or an Error (the network failed). */
export type TAnswer = { status?: number; json?: unknown; headers?: Record<string, string> } | Error;
/** Answers one address; gets the request's body and how many times it was called before. */
export type THandler = (body: unknown, n: number) => TAnswer;

export interface TCall {
  /** `METHOD /path`, as handlers are keyed. */
  key: string;
  method: string;
  path: string;
  /** The whole address, with its query. */
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * Answers fetch by 'METHOD /path' (or '/path' for any method); records each call with its body and
 * headers. Unknown paths: 404. Returns the calls, in order.
 */
export function mockApi(handlers: Record<string, THandler>): TCall[] {
  const calls: TCall[] = [];
  const counts = new Map<string, number>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).split('?')[0]!;
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      const headers = Object.fromEntries(new Headers(init?.headers).entries());
      calls.push({ key: `${method} ${path}`, method, path, url: String(input), body, headers });
      const key = handlers[`${method} ${path}`] ? `${method} ${path}` : path;
      const handler = handlers[key];
      if (!handler) return new Response(JSON.stringify({ code: 'not_found', message: 'not found' }), { status: 404 });
      const n = counts.get(key) ?? 0;
      counts.set(key, n + 1);
      const answer = handler(body, n);
      if (answer instanceof Error) throw answer;
      return new Response(answer.json === undefined ? null : JSON.stringify(answer.json), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json', ...answer.headers },
      });
    }),
  );
  return calls;
}

/** The API's refusal: `status` with its code and message. */
export const apiError = (status: number, code: string, message = code) => ({
  status,
  json: { statusCode: status, error: 'Error', code, message },
});

/** Where the app is now (`data-testid="where"`): the path and query. */
export function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

/**
 * Renders `element` at `url` (path, query and hash) with a fresh query client whose signed-in user
 * is `user`, and the toaster. `path` is the route pattern, for params; any other address the app
 * goes to shows only where it went.
 */
export function renderRoute(
  url: string,
  element: ReactNode,
  { path = '*', user = null, state }: { path?: string; user?: TUser | null; state?: unknown } = {},
) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, user);
  const [pathname, search = ''] = url.split('?');
  const [query, hash = ''] = search.split('#');
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter
        initialEntries={[
          { pathname: pathname!, search: query ? `?${query}` : '', hash: hash ? `#${hash}` : '', state },
        ]}
      >
        <Routes>
          <Route
            path={path}
            element={
              <>
                {element}
                <Where />
              </>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return queryClient;
}
