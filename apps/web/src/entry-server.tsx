import './lib/zod-jitless';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { TLocale } from '@tribe/contracts/locale';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { activateLanguage } from './i18n/i18n';

/**
 * The server's first screen of a landing page (decision 031): the same routes, components and
 * query data the browser uses, drawn once for one address. The caller fills the query client
 * from the API's own service functions (no HTTP to itself); the page then carries the client's
 * data as [key, data] pairs, so the browser's first render finds the same data and hydrates the markup.
 */
export interface ServerRenderInput {
  /** Path and query, as the reader asked for it. */
  url: string;
  locale: TLocale;
  /** Puts the page's data in the client under the keys the page's queries use. */
  prefill?: (queryClient: QueryClient) => void | Promise<void>;
}

export interface ServerRenderOutput {
  /** The root's inner markup. */
  html: string;
  /**
   * The data the page was drawn with, as [query key, data] pairs: the page writes it as JSON in
   * <script type="application/json" id="query-state">, and the browser's client starts from it (app.tsx).
   */
  state: [QueryKey, unknown][];
}

// The active language is one per process (i18n.ts): one render at a time, so a Kiswahili page
// never takes the English texts of a render in progress. Pages are cached (spa.ts), so few run.
let queue: Promise<unknown> = Promise.resolve();

export function render(input: ServerRenderInput): Promise<ServerRenderOutput> {
  const next = queue.then(() => renderNow(input));
  queue = next.catch(() => undefined);
  return next;
}

async function renderNow({ url, locale, prefill }: ServerRenderInput): Promise<ServerRenderOutput> {
  const queryClient = createQueryClient();
  await prefill?.(queryClient);
  await activateLanguage(locale);
  const html = await draw(url, queryClient);
  const state = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query): [QueryKey, unknown] => [query.queryKey, query.state.data]);
  return { html, state };
}

async function draw(url: string, queryClient: QueryClient): Promise<string> {
  // Waits for every lazy page and area text, so the markup is the page, not its spinner.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
    // The whole page in place, in order: no part held back for a script to move in later.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  return html;
}
