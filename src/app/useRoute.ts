import { useLocation } from 'react-router-dom';

/** The page's route as its document names it: "/contact/", as a static host may serve it, is "/contact". */
export const routeOf = (pathname: string) => pathname.replace(/(.)\/$/, '$1');

/** The route of the page shown, the same in the server's render and the browser's, whichever spelling was asked for. */
export function useRoute() {
  return routeOf(useLocation().pathname);
}
