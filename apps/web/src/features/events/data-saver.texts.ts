/** The event page with the data saver on (issue 20, item 5). */
export const EVENT_DATA_SAVER_TEXT = {
  showMap: 'Show map',
  openInMaps: 'Open in Google Maps',
  mapOnRequest: 'Data saver is on: the map loads when you ask for it.',
} as const;
