/** The Data saver switch (footer and account page; issue 20, item 5). */
export const DATA_SAVER_TEXT = {
  label: 'Data saver',
  explanation:
    'Uses less mobile data: smaller pictures, no slideshows playing by themselves, and maps only when you ask.',
  automatic: 'On because your phone or browser asked to save data.',
} as const;
