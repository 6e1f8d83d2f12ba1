export interface RevealOptions {
  threshold: number;
  staggerMs?: number;
}

function inViewport(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return top < window.innerHeight && bottom > 0;
}

const STEPS = Array.from({ length: 21 }, (_, i) => i / 20);

/**
 * The share of the window a section's visible part may need at most: a tall section counts as visible once it fills
 * this much, whatever its own share. At 40% of the window (360 px of 900), /resume's Experience stood as a blank band
 * while a visitor scrolled into it.
 */
const WINDOW_SHARE = 0.15;

function enoughVisible(entry: IntersectionObserverEntry, threshold: number): boolean {
  const windowHeight = entry.rootBounds?.height ?? window.innerHeight;
  return entry.intersectionRatio >= threshold || entry.intersectionRect.height >= windowHeight * Math.min(threshold, WINDOW_SHARE);
}

/**
 * Fades elements in as they scroll into view. Only elements below the fold are
 * hidden, and only once JavaScript runs, so content is never hidden without it.
 * Elements that arrive together are staggered. Nothing moves for visitors who
 * prefer reduced motion. Returns a cleanup function.
 */
export function revealOnScroll(elements: Element[], { threshold, staggerMs = 0 }: RevealOptions): () => void {
  if (typeof IntersectionObserver === 'undefined' || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return () => {};
  const waiting = elements.filter((element) => !inViewport(element));
  for (const element of elements) (element as HTMLElement).dataset.inView = String(!waiting.includes(element));
  for (const element of waiting) (element as HTMLElement).dataset.reveal = 'hidden';
  const observer = new IntersectionObserver(
    (entries) => {
      entries
        .filter((entry) => entry.isIntersecting && enoughVisible(entry, threshold))
        .forEach((entry, i) => {
          const element = entry.target as HTMLElement;
          element.style.transitionDelay = `${i * staggerMs}ms`;
          element.dataset.reveal = 'shown';
          element.dataset.inView = 'true';
          observer.unobserve(element);
        });
    },
    { threshold: STEPS },
  );
  waiting.forEach((element) => observer.observe(element));
  return () => observer.disconnect();
}

/**
 * Shows at once, in the place it rests, the waiting element that holds this one: a scroll to an anchor then aims at
 * where the anchor stays, not at where it would rise from.
 */
export function revealNow(element: Element) {
  const waiting = element.closest<HTMLElement>('[data-reveal="hidden"]');
  if (!waiting) return;
  waiting.dataset.reveal = 'shown';
  for (const animation of waiting.getAnimations()) animation.finish();
}
