import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { firstApiRequests } from '@tribe/contracts';

/**
 * A stand-in for the web app's built server entry (apps/web/src/entry-server.tsx, decision 031),
 * written beside a test's own web build (`<dist>-ssr/entry-server.js`), so the API's tests check
 * how pages are drawn, kept and served without building the web app. Like the real one it asks
 * the page's first requests (contracts, first-requests) through `answer`, refuses to draw when one
 * fails (and throws for any address naming `draw-fails`), and gives the title in a language. Its markup lists what it was given, escaped.
 */
export function writeFakeServerEntry(distDir: string): string {
  const dir = `${distDir.replace(/[\\/]+$/, '')}-ssr`;
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'entry-server.js');
  writeFileSync(
    file,
    `
const esc = (s) => String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const HEADS = {
  en: { title: 'Tikiti · Find your next favorite event', description: 'Discover events (English).' },
  sw: { title: 'Tikiti · Pata tukio lako lijalo utakalolipenda', description: 'Gundua matukio "kote" Kenya.' },
};
export async function render({ url, locale, saveData, origin, answer }) {
  const renders = (globalThis.__fakeEntry ??= { renders: [], delayMs: 0 });
  renders.renders.push({ url, locale, saveData });
  if (renders.delayMs) await new Promise((r) => setTimeout(r, renders.delayMs));
  if (url.includes('draw-fails')) throw new Error('the page could not be drawn');
  const u = new URL(url, 'http://page.invalid');
  const state = [];
  const titles = [];
  for (const apiPath of globalThis.__fakeEntryRequests(u.pathname, u.search)) {
    const res = await answer(apiPath, {});
    if (!res.ok) throw new Error(apiPath + ' failed: ' + res.status);
    const data = await res.json();
    state.push([[apiPath], data]);
    for (const item of Array.isArray(data) ? data : [data]) if (item && item.title) titles.push(item.title);
  }
  const html = '<main data-locale="' + locale + '" data-save-data="' + saveData + '" data-origin="' + esc(origin) + '">' +
    titles.map((t) => '<h2>' + esc(t) + '</h2>').join('') + '</main>';
  return { html, state, head: HEADS[locale] };
}
export async function pageHead(locale) {
  return HEADS[locale];
}
`,
  );
  (globalThis as { __fakeEntryRequests?: typeof firstApiRequests }).__fakeEntryRequests = firstApiRequests;
  return file;
}

/** What the fake entry has drawn so far, and a delay to make each drawing take. */
export function fakeEntry(): { renders: { url: string; locale: string; saveData: boolean }[]; delayMs: number } {
  const g = globalThis as {
    __fakeEntry?: { renders: { url: string; locale: string; saveData: boolean }[]; delayMs: number };
  };
  return (g.__fakeEntry ??= { renders: [], delayMs: 0 });
}
