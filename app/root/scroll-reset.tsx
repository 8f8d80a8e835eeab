import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Scroll resets to the top on each path change (not on a query change within a page). */
export function ScrollReset() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
