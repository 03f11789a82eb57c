import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { savedLocale, setLocale } from './i18n/i18n';
import './styles.css';

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole app at once: less total blocking time on a phone
// (measured in docs/performance.md, "Fewer requests for the first screen").
const render = () =>
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });

// English is in the first load; another language chosen on this device loads first (one chunk).
// The server wrote the first screen in the `lang` cookie's language; should the cookie disagree
// with this device's choice (say, cleared storage), the choice wins and the cookie follows.
const locale = savedLocale();
if (locale !== 'en' || document.documentElement.lang !== 'en') setLocale(locale).then(render, render);
else render();
