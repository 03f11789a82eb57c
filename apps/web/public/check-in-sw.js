/* global self, caches, fetch, URL, Response, Request */
/* Service worker of the check-in page (/host/validate-tickets) only: registered by that page
 * with that scope, so the rest of the site never runs through it. It lets a volunteer's phone
 * open the page with no signal.
 *
 * What it keeps (cache "check-in-v1"):
 * - the page itself (the app's index.html): network first, the last good copy when offline, so
 *   an online visit always gets the newest app;
 * - hashed files under /assets/ (scripts, styles): cache first; their names change with their
 *   content, so a kept file is never stale. The page posts the list of files it loaded on its
 *   first visit (before this worker controlled it); later visits add what they fetch;
 * - icons, the manifest and the favicon: the copy kept, refreshed in the background;
 * - three GET answers the page needs to start (who is signed in, the host, the events to scan):
 *   network first, the last copy when offline. The ticket list itself is in IndexedDB, not here.
 *
 * Updates: the browser checks this file on each visit; a changed file installs, takes over at
 * once (skipWaiting, clients.claim) and deletes the caches of older versions. Bump VERSION
 * whenever what is kept or how changes. New app releases need no bump: the page is network
 * first and their files have new names. Old /assets/ files are pruned to the newest 150.
 */
const VERSION = 'check-in-v1';
const PAGE = '/host/validate-tickets';
const API = ['/api/auth/me', '/api/host/me', '/api/host/check-in/events'];
const MAX_ASSETS = 150;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(VERSION)
      .then((cache) => cache.add(new Request(PAGE, { cache: 'reload' })))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith('check-in-') && k !== VERSION).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

async function prune(cache) {
  const assets = (await cache.keys()).filter((r) => new URL(r.url).pathname.startsWith('/assets/'));
  await Promise.all(assets.slice(0, Math.max(0, assets.length - MAX_ASSETS)).map((r) => cache.delete(r)));
}

self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type === 'cache-files' && Array.isArray(data.files)) {
    const files = data.files.filter((f) => typeof f === 'string' && f.startsWith('/') && !f.startsWith('/api/'));
    event.waitUntil(
      caches.open(VERSION).then(async (cache) => {
        for (const file of files) {
          if (!(await cache.match(file))) await cache.add(file).catch(() => undefined);
        }
        await prune(cache);
      }),
    );
  }
  if (data.type === 'clear-api') {
    event.waitUntil(caches.open(VERSION).then((cache) => Promise.all(API.map((p) => cache.delete(p)))));
  }
});

async function networkFirst(request, key) {
  const cache = await caches.open(VERSION);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (err) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw err;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(VERSION);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    await prune(cache);
  }
  return response;
}

async function staleWhileRevalidate(event, request) {
  const cache = await caches.open(VERSION);
  const kept = await cache.match(request);
  const fresh = fetch(request)
    .then(async (response) => {
      if (response.ok) await cache.put(request, response.clone());
      return response;
    })
    .catch(() => undefined);
  if (kept) {
    event.waitUntil(fresh);
    return kept;
  }
  return (await fresh) || Response.error();
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate') {
    if (url.pathname === PAGE || url.pathname === PAGE + '/') event.respondWith(networkFirst(request, PAGE));
    return;
  }
  if (url.pathname.startsWith('/api/')) {
    if (API.includes(url.pathname) && !url.search) event.respondWith(networkFirst(request, url.pathname));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (/\.(svg|png|webmanifest|ico)$/.test(url.pathname)) event.respondWith(staleWhileRevalidate(event, request));
});
