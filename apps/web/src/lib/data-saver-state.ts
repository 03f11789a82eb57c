/**
 * The data saver's state without React (issue 20, item 5): what the app's start-up may read
 * before any page code has loaded, so it stays out of the hooks' module (lib/data-saver.ts),
 * which the first-load bundle has no room for.
 */

export const DATA_SAVER_STORAGE_KEY = 'tikiti:data-saver';
export type TDataSaverSetting = 'on' | 'off' | 'auto';

const SLOW = new Set(['slow-2g', '2g', '3g']);
/** Same-tab changes of the setting (the `storage` event only reaches other tabs). */
export const CHANGE_EVENT = 'tikiti:data-saver-change';

interface NetworkInformation extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}
export const connection = (): NetworkInformation | undefined =>
  typeof navigator === 'undefined'
    ? undefined
    : (navigator as Navigator & { connection?: NetworkInformation }).connection;

/** The choice made in this page when storage is blocked (private mode, browser settings). */
let unstored: TDataSaverSetting = 'auto';

export function dataSaverSetting(): TDataSaverSetting {
  try {
    const value = window.localStorage.getItem(DATA_SAVER_STORAGE_KEY);
    return value === 'on' || value === 'off' ? value : 'auto';
  } catch {
    return unstored;
  }
}

/** What the server's drawing of a page takes the data saver to be (entry-server.tsx sets it per page). */
let drawnSavingData = false;

/** The server draws the next page with the data saver on or off (its request's Save-Data). */
export function drawSavingData(on: boolean): void {
  drawnSavingData = on;
}

/**
 * Whether the page's request asked to save data: the server wrote `<meta name="save-data">`
 * (apps/api/src/lib/save-data.ts). While the server draws a page, its request's answer. A page the
 * server drew is hydrated with this (useDataSaver's server snapshot), so it takes over the same markup.
 */
export function pageAsksToSaveData(): boolean {
  if (typeof document === 'undefined') return drawnSavingData;
  return !!document.querySelector('meta[name="save-data"][content="on"]');
}

/** Whether the browser or the page's request asks to save data, whatever the person's setting. */
export function browserAsksToSaveData(): boolean {
  const c = connection();
  if (c?.saveData) return true;
  if (c?.effectiveType && SLOW.has(c.effectiveType)) return true;
  return pageAsksToSaveData();
}

export function isDataSaverOn(): boolean {
  const setting = dataSaverSetting();
  return setting === 'on' || (setting === 'auto' && browserAsksToSaveData());
}

/** Remembers the person's choice ('auto' forgets it, so the browser decides again). */
export function setDataSaver(setting: TDataSaverSetting): void {
  try {
    if (setting === 'auto') window.localStorage.removeItem(DATA_SAVER_STORAGE_KEY);
    else window.localStorage.setItem(DATA_SAVER_STORAGE_KEY, setting);
  } catch {
    unstored = setting; // kept for this page only
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}
