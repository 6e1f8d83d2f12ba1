import { Component, lazy, Suspense, type ReactNode } from 'react';

// Only ever drawn in the browser (server rendering has no error boundaries), and rarely: its code loads then.
const BlockFailed = lazy(() => import('./BlockFailed'));

interface Props {
  type: string;
  children: ReactNode;
}

/** One block failing shows a small notice in its place; the rest of the page stays. */
export class BlockBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`The "${this.props.type}" section failed to render`, error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Suspense fallback={null}>
        <BlockFailed />
      </Suspense>
    );
  }
}
