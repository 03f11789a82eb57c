/**
 * A tab's title: the page's own, then the site's name, which reads the same in every language
 * ('Payment · Tikiti', 'Malipo · Tikiti'). The page's part comes from its message file.
 */
export const pageTitle = (title: string): string => `${title} · Tikiti`;
