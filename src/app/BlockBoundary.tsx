import { Alert } from '@mantine/core';
import { Component, type ReactNode } from 'react';

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
      <Alert role="status" color="gray" variant="light" title="This section could not be shown">
        The rest of the page is unaffected. Reloading may help.
      </Alert>
    );
  }
}
