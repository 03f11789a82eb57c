import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { savedLocale, setLocale } from './i18n/i18n';
import './styles.css';

// A page the server drew (decision 031; its root carries data-ssr) is hydrated: React takes over
// the markup as it is. Otherwise, as a transition, the first render yields to the browser every
// few milliseconds instead of holding the main thread for the whole app at once: less total
// blocking time on a phone (measured in docs/performance.md, "Fewer requests for the first screen").
const render = () => {
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (root.hasAttribute('data-ssr')) hydrateRoot(root, app);
  // A page the browser draws itself waits a moment for its code, so on a quick connection it
  // appears at once instead of after a spinner (see `page` in app/router.tsx); on a slow one the
  // header and the spinner show after PAGE_CODE_WAIT_MS, as before (spec: a spinner while lazy
  // content loads).
  else
    void Promise.race([preloadPage(window.location.pathname), wait(PAGE_CODE_WAIT_MS)]).then(() =>
      startTransition(() => createRoot(root).render(app)),
    );
};

/** How long the first render waits for the page's code before it shows the spinner instead. */
const PAGE_CODE_WAIT_MS = 150;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// English is in the first load; another language chosen on this device loads first (one chunk).
// The server wrote the first screen in the `lang` cookie's language; should the cookie disagree
// with this device's choice (say, cleared storage), the choice wins and the cookie follows.
const locale = savedLocale();
if (locale !== 'en' || document.documentElement.lang !== 'en') setLocale(locale).then(render, render);
else render();
