import { spawn, spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

const PORT = 4290 + Number(process.env.PORT_OFFSET ?? 0);

/** Runs `npm run edit` until the editor's address is printed and answers; resolves to what it printed. */
function startEditor(args: string[], env: Record<string, string> = {}): Promise<{ output: string; stop: () => void }> {
  const child = spawn('npx', ['tsx', 'scripts/edit.ts', ...args], { env: { ...process.env, ...env, CI: '1' }, detached: true });
  let output = '';
  const stop = () => process.kill(-child.pid!, 'SIGTERM');
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Editor:\s+http:\/\/localhost:\d+\/_edit/.test(output)) resolve({ output, stop });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`npm run edit ended (${code}) before printing the editor's address:\n${output}`)));
  });
}

it('npm run edit starts the dev server on the port asked for and prints the editor address, which answers', async () => {
  const { output, stop } = await startEditor(['--port', String(PORT)]);
  try {
    expect(output).toContain(`Editor:  http://localhost:${PORT}/_edit`);
    const response = await fetch(`http://localhost:${PORT}/_edit`);
    expect(response.status).toBe(200);
  } finally {
    stop();
  }
}, 90_000);

it('takes the port from PORT too', async () => {
  const { output, stop } = await startEditor([], { PORT: String(PORT + 1) });
  stop();
  expect(output).toContain(`Editor:  http://localhost:${PORT + 1}/_edit`);
}, 90_000);

it('refuses a port that is not one, saying what to give', () => {
  const result = spawnSync('npx', ['tsx', 'scripts/edit.ts', '--port', 'eighty'], { encoding: 'utf8' });
  expect(result.status).toBe(2);
  expect(result.stderr).toContain('"eighty" is not a port');
});
