import { retryAfterText } from '@tribe/contracts';
import { currentLanguage } from './request-language.js';

/**
 * "3 minutes" for a 429's message, in the request's language (decision 026): the contracts'
 * English words, or 'sekunde 30', 'dakika 3', 'saa 2'.
 */
export function waitWords(seconds: number): string {
  if (currentLanguage() !== 'sw') return retryAfterText(seconds);
  if (seconds <= 60) return `sekunde ${seconds}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `dakika ${minutes}`;
  return `saa ${Math.ceil(minutes / 60)}`;
}
