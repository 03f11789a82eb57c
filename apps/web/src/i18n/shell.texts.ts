import en from '@/locales/en/shell.json';
import { defineShellTexts } from './i18n';

/** The header's and phone menu's texts: in the first load with the header, so kept few and plain. */
export const SHELL = defineShellTexts('shell', en);
