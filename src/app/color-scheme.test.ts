// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { colorSchemeScript, cookieColorSchemeManager } from './color-scheme';

afterEach(() => {
  document.cookie = 'color-scheme=; Path=/; Max-Age=0';
  document.documentElement.removeAttribute('data-mantine-color-scheme');
  vi.restoreAllMocks();
});

/** Runs the head's script as the page would, with the system setting given. */
function runHeadScript(systemDark: boolean, fallback: 'light' | 'dark' | 'auto' = 'auto') {
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: systemDark, media: query }) as MediaQueryList);
  const code = /^<script>([\s\S]*)<\/script>$/.exec(colorSchemeScript(fallback))![1];
  new Function(code)();
  return document.documentElement.getAttribute('data-mantine-color-scheme');
}

it('sets the stored choice on <html> before anything is drawn, over the system setting', () => {
  document.cookie = 'other=1';
  document.cookie = 'color-scheme=dark; Path=/';
  expect(runHeadScript(false)).toBe('dark');
  document.cookie = 'color-scheme=light; Path=/';
  expect(runHeadScript(true)).toBe('light');
  document.cookie = 'other=; Max-Age=0';
});

it('follows the system setting with no choice stored, or an unknown one, and the default when it is not "auto"', () => {
  expect(runHeadScript(true)).toBe('dark');
  expect(runHeadScript(false)).toBe('light');
  document.cookie = 'color-scheme=purple; Path=/';
  expect(runHeadScript(true)).toBe('dark');
  expect(runHeadScript(true, 'light')).toBe('light');
  // A cookie whose name only ends in the scheme's is another's.
  document.cookie = 'my-color-scheme=dark; Path=/';
  expect(runHeadScript(false)).toBe('light');
  document.cookie = 'my-color-scheme=; Path=/; Max-Age=0';
});

it('keeps the choice for a year under the site’s folder, tells other tabs once, and forgets it on clear', () => {
  const posted: unknown[] = [];
  vi.spyOn(BroadcastChannel.prototype, 'postMessage').mockImplementation((message) => posted.push(message));
  const written = vi.spyOn(document, 'cookie', 'set');
  const manager = cookieColorSchemeManager('/');
  manager.subscribe(() => {});
  expect(manager.get('auto')).toBe('auto');
  manager.set('dark');
  expect(written).toHaveBeenLastCalledWith('color-scheme=dark; Path=/; Max-Age=31536000; SameSite=Lax');
  expect(manager.get('auto')).toBe('dark');
  // Told by another tab, a tab sets what is already stored: it writes nothing and says nothing back.
  manager.set('dark');
  expect(written).toHaveBeenCalledTimes(1);
  expect(posted).toEqual(['dark']);
  manager.clear();
  expect(manager.get('light')).toBe('light');
  manager.unsubscribe();
});

it('hears another tab’s choice', async () => {
  const manager = cookieColorSchemeManager('/');
  const heard = new Promise((resolve) => manager.subscribe(resolve));
  const other = new BroadcastChannel('color-scheme');
  other.postMessage('dark');
  expect(await heard).toBe('dark');
  other.close();
  manager.unsubscribe();
});
