import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import {
  CHANGE_EVENT,
  pageAsksToSaveData,
  DATA_SAVER_STORAGE_KEY,
  connection,
  dataSaverSetting,
  isDataSaverOn,
  type TDataSaverSetting,
} from './data-saver-state';

/**
 * The data saver (issue 20, item 5): one answer to "should this page save data?", for every
 * feature (so it lives in lib, which all features may import). It is on when
 * - the person turned it on with the Data saver switch (remembered in localStorage), or, unless
 *   they turned it off there,
 * - the browser says so: `navigator.connection.saveData` (Chrome's or the phone's data saver),
 *   or a slow connection (`effectiveType` 'slow-2g', '2g' or '3g'), or
 * - the server saw `Save-Data: on` on the page's request (it writes
 *   `<meta name="save-data" content="on">`, apps/api/src/lib/save-data.ts).
 * With it on: no carousel or hero autoplay, smaller pictures (dataSaverImageUrl), carousel
 * pictures only when shown, maps only on request, no analytics script.
 */

export * from './data-saver-state';

function subscribe(onChange: () => void) {
  const c = connection();
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === DATA_SAVER_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  c?.addEventListener?.('change', onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
    c?.removeEventListener?.('change', onChange);
  };
}

/** Whether to save data now; follows the switch, other tabs' switches and connection changes. */
export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, isDataSaverOn, pageAsksToSaveData);
}

/** The person's stored choice ('auto' when none), for the switch to say why the saver is on. */
export function useDataSaverSetting(): TDataSaverSetting {
  return useSyncExternalStore(subscribe, dataSaverSetting, () => 'auto');
}

/**
 * How near the screen a picture must come before the data saver fetches it. Chromium's own
 * `loading="lazy"` starts 1,250 to 2,500 px away, which on a phone is most of the home page.
 */
export const DATA_SAVER_IMAGE_MARGIN = '200px';

/**
 * Whether the element is on or near the screen (once true, stays true), for pictures the data
 * saver holds back until they are about to be seen. Without IntersectionObserver (old browsers,
 * tests) everything counts as near. The server draws such a picture as not near (the browser's
 * first render, which hydrates that markup, has not looked yet either).
 */
export function useNearScreen(ref: RefObject<Element | null>, enabled: boolean): boolean {
  const [near, setNear] = useState(
    () => !enabled || (typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined'),
  );
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: DATA_SAVER_IMAGE_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, near]);
  return near || !enabled;
}
