import { TIMINGS } from '@sanarte/shared';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SECTION_IDS, type SectionId, paths } from '../../config/paths';
import { scrollToId, scrollToTop } from '../../lib/scroll';

/**
 * In-page navigation of the landing: on '/' it scrolls to the section (to the top
 * for no id or 'top'); elsewhere it navigates to '/' first and scrolls 100 ms later.
 */
export function useSectionNav() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onHome = pathname === paths.home.path;

  return useCallback(
    (id?: SectionId) => {
      const go = () => {
        if (!id || id === SECTION_IDS.top || !scrollToId(id)) scrollToTop();
      };
      if (onHome) {
        go();
        return;
      }
      navigate(paths.home.href());
      window.setTimeout(go, TIMINGS.logoScrollDelayMs);
    },
    [navigate, onHome],
  );
}
