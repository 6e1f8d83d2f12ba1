/**
 * With BUILD_TIMINGS=1, the build says how long each of its steps took ("build step: prerender 12.3 s"), to see
 * where a build's time goes; otherwise it says nothing more than before.
 */
export function stepTimer(log: (line: string) => void, env: NodeJS.ProcessEnv = process.env): (name: string) => void {
  if (!env.BUILD_TIMINGS || env.BUILD_TIMINGS === '0') return () => {};
  let last = performance.now();
  return (name) => {
    const now = performance.now();
    log(`build step: ${name} ${((now - last) / 1000).toFixed(1)} s`);
    last = now;
  };
}
