import { use, type ComponentType } from 'react';

export interface LazyBlock<P> {
  (props: P): React.ReactNode;
  /** Fetches the block's code; the page's blocks are fetched before it renders or hydrates. */
  preload(): Promise<void>;
}

/**
 * A block whose code loads only on pages that use it. Unlike React.lazy, once
 * preloaded it renders at once, so hydration never meets a suspended block;
 * a block met first on an in-app navigation suspends until its code arrives.
 */
export function lazyBlock<P extends object>(load: () => Promise<ComponentType<P>>): LazyBlock<P> {
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  let suspended = false;
  const preload = () =>
    (pending ??= load().then((component) => {
      Loaded = component;
    }));
  function Block(props: P) {
    // A render that suspended on the code asks use() again when it resumes (settled now, so it returns at once):
    // React warns of a component that suspended on use() and then finished without it.
    if (!Loaded || suspended) {
      suspended = true;
      use(preload());
    }
    const Component = Loaded!;
    return <Component {...props} />;
  }
  return Object.assign(Block, { preload });
}
