import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { revealNow } from '../behaviours/reveal';

export const FOCUS_DELAY_MS = 100;

/**
 * After an in-app navigation: with a hash, scroll to that anchor;
 * without one, go to the top and, once the new page has painted, move keyboard
 * focus to the main region (else the first heading) so screen readers start there.
 */
export function useRouteFocus(main: RefObject<HTMLElement | null>) {
  const { pathname, hash } = useLocation();
  // The address last acted on, marked when acted on: the first render's is the page as loaded. (Not a "first run"
  // flag: React runs an effect twice in development, and the second run moved focus on a page nobody navigated to,
  // out of the owner's editor into its preview.)
  const last = useRef(`${pathname}${hash}`);
  useEffect(landAtLoadedAnchor, []);
  useEffect(() => {
    const address = `${pathname}${hash}`;
    if (last.current === address) return undefined;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (hash) {
      const samePage = last.current.split('#')[0] === pathname;
      const timer = window.setTimeout(() => {
        last.current = address;
        const target = document.getElementById(decodeURIComponent(hash.slice(1)));
        if (!target) return;
        revealNow(target);
        // A new page opens at its anchor at once, as a page loaded by the browser does. Within a page the scroll
        // glides, and lands again when it ends: cards and sections below the window hold a guessed height until they
        // are drawn (content-visibility), so the glide aimed at where the anchor stood before they were.
        if (reduce || !samePage) return target.scrollIntoView({ behavior: 'instant' });
        target.scrollIntoView({ behavior: 'smooth' });
        window.addEventListener('scrollend', () => target.scrollIntoView({ behavior: 'smooth' }), { once: true });
      }, FOCUS_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    const timer = window.setTimeout(() => {
      last.current = address;
      const target = main.current ?? document.querySelector<HTMLElement>('h1, h2');
      if (!target) return;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }, FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, hash, main]);
}

/**
 * A page loaded at an anchor: the browser's own jump can land short of it (300 px on a long listing, one load in six),
 * as the cards and sections above it are drawn (content-visibility). Once the page is interactive, which is after it
 * has loaded, it aims again, unless the anchor is more than a window away by then: the visitor has moved on.
 */
function landAtLoadedAnchor() {
  const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
  if (!target) return undefined;
  const frame = requestAnimationFrame(() => {
    if (Math.abs(target.getBoundingClientRect().top) > innerHeight) return;
    revealNow(target);
    target.scrollIntoView({ behavior: 'instant' });
  });
  return () => cancelAnimationFrame(frame);
}
