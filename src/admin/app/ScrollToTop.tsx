import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** SPEC 2.1: every path change scrolls to the top. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
