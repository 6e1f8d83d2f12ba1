// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, startTransition, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyBlock } from './lazy-block';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

describe('an on-demand block', () => {
  it('met before its code has loaded, suspends, then draws, and React has nothing to warn of', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Block = lazyBlock(() => new Promise<typeof Greeting>((done) => setTimeout(() => done(Greeting), 10)));
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Block name="visitor" />
        </Suspense>,
      );
    });
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(() => Block.preload());
    expect(screen.getByText('Hello, visitor')).toBeTruthy();
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    errors.mockRestore();
  });

  it('met on an in-app navigation (a transition), waits for its code and draws, and React has nothing to warn of', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Block = lazyBlock(() => new Promise<typeof Greeting>((done) => setTimeout(() => done(Greeting), 10)));
    function Page() {
      const [arrived, setArrived] = useState(false);
      return (
        <Suspense fallback={<p>Loading</p>}>
          <button onClick={() => startTransition(() => setArrived(true))}>Next page</button>
          {arrived ? <Block name="reader" /> : <p>Previous page</p>}
        </Suspense>
      );
    }
    await act(async () => {
      render(<Page />);
    });
    await act(async () => fireEvent.click(screen.getByText('Next page')));
    expect(screen.getByText('Previous page')).toBeTruthy();
    await act(() => Block.preload());
    expect(screen.getByText('Hello, reader')).toBeTruthy();
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    errors.mockRestore();
  });

  it('once preloaded, draws at once', async () => {
    const Block = lazyBlock(async () => Greeting);
    await Block.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Block name="reader" />
      </Suspense>,
    );
    expect(screen.getByText('Hello, reader')).toBeTruthy();
  });
});
