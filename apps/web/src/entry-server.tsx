import './lib/zod-jitless';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { TLocale } from '@tribe/contracts/locale';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from '@/lib/router';
import { answerRequestsWith } from '@/lib/api-client';
import { drawSavingData } from '@/lib/data-saver-state';
import { OriginContext } from '@/lib/page-url';
import { createQueryClient } from '@/lib/query-client';
import { SITE } from './app/layout/site.texts';
import { AppProvider } from './app/provider';
import { prefetchRouteData } from './app/route-data';
import { AppRoutes } from './app/router';
import { activateLanguage } from './i18n/i18n';

/**
 * The server's first screen of a landing page (decision 031): the same routes, components and
 * query data the browser uses, drawn once for one address. The page's requests are the browser's
 * own (route-data.ts, same keys), answered in the server's process by `answer` (the API's own
 * service functions, no HTTP to itself); the page then carries the data as [key, data] pairs, so
 * the browser's first render finds the same data and hydrates the markup.
 */
export interface ServerRenderInput {
  /** Path and query, as the reader asked for it. */
  url: string;
  locale: TLocale;
  /** The request asked to save data (Save-Data: on): the page is drawn with the data saver on. */
  saveData?: boolean;
  /** The site's origin as the request reached it (share links), e.g. https://tikiti.africa. */
  origin?: string;
  /** Answers the page's API requests (a GET of `/api/...`); without it every request is refused. */
  answer?: (path: string, init: RequestInit) => Promise<Response>;
  /** Puts more data in the client after the page's own requests (tests). */
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
  /** The document's title and description in the page's language (index.html has the English). */
  head: { title: string; description: string };
}

/** Thrown when one of the page's requests failed: the caller serves the page without a first screen. */
export class PageDataError extends Error {
  override readonly name = 'PageDataError';
}

const refuse = async () => new Response(null, { status: 404 });

// The active language, the data saver and the API's answerer are one per process: one render at a
// time, so a Kiswahili page never takes the English texts of a render in progress. Pages are
// cached (apps/api plugins/spa.ts), so few run.
let queue: Promise<unknown> = Promise.resolve();

function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work);
  queue = next.catch(() => undefined);
  return next;
}

export function render(input: ServerRenderInput): Promise<ServerRenderOutput> {
  return inTurn(() => renderNow(input));
}

/** The document's title and description in `locale`, for the pages the server does not draw. */
export function pageHead(locale: TLocale): Promise<ServerRenderOutput['head']> {
  return inTurn(async () => {
    await activateLanguage(locale);
    return headTexts();
  });
}

const headTexts = (): ServerRenderOutput['head'] => ({ title: SITE.pageTitle, description: SITE.pageDescription });

async function renderNow({
  url,
  locale,
  saveData = false,
  origin,
  answer,
  prefill,
}: ServerRenderInput): Promise<ServerRenderOutput> {
  const queryClient = createQueryClient();
  answerRequestsWith(answer ?? refuse);
  try {
    await prefetchRouteData(queryClient, new URL(url, 'http://server.invalid'));
  } finally {
    answerRequestsWith(refuse);
  }
  await prefill?.(queryClient);
  // A failed request would be drawn as the page's error, which the browser (that never made the
  // request) could not take over: no first screen then, the browser draws the page itself.
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'error');
  if (failed.length) {
    throw new PageDataError(`${url}: ${failed.map((q) => JSON.stringify(q.queryKey)).join(', ')} failed`);
  }
  await activateLanguage(locale);
  drawSavingData(saveData);
  const html = await draw(url, queryClient, origin ?? null);
  const state = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query): [QueryKey, unknown] => [query.queryKey, query.state.data]);
  return { html, state, head: headTexts() };
}

async function draw(url: string, queryClient: QueryClient, origin: string | null): Promise<string> {
  // Waits for every lazy page and area text, so the markup is the page, not its spinner.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <OriginContext.Provider value={origin}>
        <AppProvider queryClient={queryClient}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </OriginContext.Provider>
    </StrictMode>,
    // The whole page in place, in order: no part held back for a script to move in later.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  return html;
}
