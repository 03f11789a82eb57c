import { QueryClientContext } from '@tanstack/react-query';
import { LOCALES, type TLocale } from '@tribe/contracts/locale';
import { useContext } from 'react';
import { setLocale, useLocale } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { meQueryKey } from '@/lib/auth';
import { LANGUAGE_NAMES, SITE } from './site.texts';
import { cn } from '@/lib/cn';

/**
 * The language switch (footer and phone menu): English or Kiswahili, remembered on this device
 * and sent to the server in the `lang` cookie; a signed-in person's account keeps it too
 * (PATCH /api/profile/locale), so their mails follow. Each name is written in its own language.
 */
export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const locale = useLocale();
  // Read from the query cache, not a query: the switch never asks who is signed in itself.
  const queryClient = useContext(QueryClientContext);
  const choose = async (l: TLocale) => {
    await setLocale(l);
    if (queryClient?.getQueryData(meQueryKey)) {
      // The interface has switched already; the account's language is a bonus, so a failure stays quiet.
      await apiRequest('PATCH', '/api/profile/locale', { locale: l }).catch(() => undefined);
    }
  };
  return (
    <div role="group" aria-label={SITE.language} className="flex items-center gap-1">
      {LOCALES.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          aria-pressed={l === locale}
          onClick={() => void choose(l)}
          className={cn(
            'inline-flex min-h-9 items-center rounded-full px-3 text-sm font-semibold outline-none transition-colors focus-visible:ring-2 focus-visible:ring-orange-600',
            tone === 'dark'
              ? l === locale
                ? 'bg-white text-stone-950'
                : 'text-stone-300 hover:bg-stone-800 hover:text-white'
              : l === locale
                ? 'bg-orange-50 text-orange-800'
                : 'text-stone-700 hover:bg-stone-100',
          )}
        >
          {LANGUAGE_NAMES[l]}
        </button>
      ))}
    </div>
  );
}
