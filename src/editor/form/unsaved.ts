// Unsaved work, kept in the browser so a reload of the editor's tab loses nothing. It belongs to the version of the
// file it was made on: once the file has changed on disk, it is not restored over the new text.

const key = (file: string) => `editor:unsaved:${file}`;

export function keepUnsaved(file: string, version: string, value: unknown) {
  localStorage.setItem(key(file), JSON.stringify({ version, value }));
}

export function readUnsaved(file: string, version: string): unknown {
  try {
    const kept = JSON.parse(localStorage.getItem(key(file)) ?? 'null') as { version: string; value: unknown } | null;
    return kept?.version === version ? kept.value : undefined;
  } catch {
    return undefined;
  }
}

export const forgetUnsaved = (file: string) => localStorage.removeItem(key(file));
