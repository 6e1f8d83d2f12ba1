export {}; // a module, for the top-level await below

// jsdom lacks a few browser APIs that Mantine and embla touch.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // Embla watches its slides with one.
  window.IntersectionObserver ??= class {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
  // Blocks drawn here stand outside any page, so no page brings their icons: every icon is at hand.
  const [{ addIcons }, { allIcons }, { cleanup }, { afterEach, vi }] = await Promise.all([
    import('../../src/ui/Icon'),
    import('../../src/ui/all-icons'),
    import('@testing-library/react'),
    import('vitest'),
  ]);
  addIcons(allIcons);
  // The component test files share one window (vitest.config.ts): each test ends with the document and the storage
  // empty, and the console as it was.
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    document.body.replaceChildren();
    for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
    localStorage.clear();
    sessionStorage.clear();
  });
}
