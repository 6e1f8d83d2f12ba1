export interface RevealOptions {
  threshold: number;
  staggerMs?: number;
}

function inViewport(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return top < window.innerHeight && bottom > 0;
}

const STEPS = Array.from({ length: 21 }, (_, i) => i / 20);

/** A section taller than the window can never be 40% visible: then filling most of the window counts. */
function enoughVisible(entry: IntersectionObserverEntry, threshold: number): boolean {
  const windowHeight = entry.rootBounds?.height ?? window.innerHeight;
  return entry.intersectionRatio >= threshold || entry.intersectionRect.height >= windowHeight * threshold;
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
