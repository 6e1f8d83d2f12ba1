// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, startTransition, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { lazyBlock } from './lazy-block';

// What React reports (in its development build, as here) goes to console.error: each test expects none.
let errors: MockInstance<typeof console.error>;
const logged = () => errors.mock.calls.map((call) => String(call[0]));
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  errors.mockRestore();
});

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

/** A block whose code arrives only when the test says so (`arrive`), however slow the machine running the test. */
function slowBlock() {
  let arrive = () => {};
  const code = new Promise<typeof Greeting>((done) => (arrive = () => done(Greeting)));
  return Object.assign(
    lazyBlock(() => code),
    { arrive: () => arrive() },
  );
}

describe('an on-demand block', () => {
  it('met before its code has loaded, suspends, then draws, and React has nothing to warn of', async () => {
    const Block = slowBlock();
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Block name="visitor" />
        </Suspense>,
      );
    });
    expect(screen.getByText('Loading')).toBeTruthy();
    Block.arrive();
    await act(() => Block.preload());
    expect(screen.getByText('Hello, visitor')).toBeTruthy();
    expect(logged()).toEqual([]);
  });

  it('met on an in-app navigation (a transition), waits for its code and draws, and React has nothing to warn of', async () => {
    const Block = slowBlock();
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
    Block.arrive();
    await act(() => Block.preload());
    expect(screen.getByText('Hello, reader')).toBeTruthy();
    expect(logged()).toEqual([]);
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
    expect(logged()).toEqual([]);
  });
});
