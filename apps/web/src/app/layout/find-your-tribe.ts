import { useLocation, useNavigate } from '@/lib/router';

/** The id of the home page's tribe section; the top nav's 'Find your tribe' leads there. */
export const TRIBE_SECTION_ID = 'find-your-tribe-section';

/**
 * 'Find your tribe' (spec "Top nav"): on / it scrolls to the tribe section; anywhere else (or
 * before the section has rendered) it goes to /#find-your-tribe-section, and the scroll manager
 * scrolls there once the section appears.
 */
export function useFindYourTribe(): () => void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return () => {
    if (pathname === '/' && document.getElementById(TRIBE_SECTION_ID)) {
      void import('./scroll-to-id').then((m) => m.scrollToId(TRIBE_SECTION_ID));
      return;
    }
    navigate(`/#${TRIBE_SECTION_ID}`);
  };
}
