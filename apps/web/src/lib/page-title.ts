import { useEffect } from 'react';

/**
 * A tab's title: the page's own, then the site's name, which reads the same in every language
 * ('Payment · Tikiti', 'Malipo · Tikiti'). The page's part comes from its message file.
 */
export const pageTitle = (title: string): string => `${title} · Tikiti`;

/** Sets the tab title while the page is shown, restoring the previous one after. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
