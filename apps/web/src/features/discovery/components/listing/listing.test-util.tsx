import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { EventsListingPage } from './events-listing-page';

/** The listing's API: these events, categories and types; the total is the events' count. */
export function stubListingApi(data: { events: unknown[]; categories: unknown[]; subcategories: unknown[] }) {
  const answers: Record<string, unknown> = {
    '/api/events': data.events,
    '/api/categories': data.categories,
    '/api/subcategories': data.subcategories,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      return new Response(JSON.stringify(answers[path] ?? []), {
        headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(data.events.length) },
      });
    }),
  );
}

/** The /events page at `url`, with its own query client. */
export function renderListing(url: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <EventsListingPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
