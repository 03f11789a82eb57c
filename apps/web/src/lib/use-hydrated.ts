import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React takes over markup the server drew (decision 031), true in every other render.
 * What the server cannot know (who is signed in) is drawn as it drew it until then, and filled in
 * by the render that follows the hydration, so the hydrated markup matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
