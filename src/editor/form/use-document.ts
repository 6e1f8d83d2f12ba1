/**
 * A document's editing state: the value the form shows, its undo steps, the version of the file it was made on, the
 * draft kept in the browser, a change on disk met while editing, and the save.
 */
import { useHotkeys, useStateHistory, useWindowEvent } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { deepEquals } from '@rjsf/utils';
import { openDocument, saveDocument } from '../api';
import type { Finding, OpenDocument } from '../wire';
import { revealField } from './FindingsList';
import { whenTyped } from './local-echo';
import { replacedPictures } from './replaced-pictures';
import { forgetUnsaved, keepUnsaved, readUnsaved } from './unsaved';

/** The findings that stop a save of `value`, as far as the validator has answered for it. */
export type SaveCheck = (value: unknown) => Finding[];

/** `reopen` reads the file again (`fresh`: even if it is as it was), which draws the editor afresh. */
export function useDocument(opened: OpenDocument, reopen: (fresh?: boolean) => void) {
  const { file } = opened;
  // What the file holds as last read or saved: a save names its version, and is refused if the file has moved on.
  const [base, setBase] = useState({ version: opened.version, value: opened.value });
  const [value, history, { current, history: steps }] = useStateHistory(readUnsaved(file, opened.version) ?? opened.value);
  const dirty = useMemo(() => JSON.stringify(value) !== JSON.stringify(base.value), [value, base.value]);
  /** The version on disk the owner is asked about: keep theirs or take it. */
  const [conflict, setConflict] = useState<string>();
  const [saving, setSaving] = useState(false);

  // Unsaved work outlives a reload of this tab; leaving with it asks first.
  useEffect(() => (dirty ? keepUnsaved(file, base.version, value) : forgetUnsaved(file)), [dirty, file, base.version, value]);
  useWindowEvent('beforeunload', (event) => dirty && event.preventDefault());

  // A change on disk (the owner's text editor, a git pull): taken at once if nothing is unsaved, else offered.
  // Read through a ref: the watcher's news of a save can come before the save's own answer; while a save is under
  // way the disk is looked at once it has answered.
  const known = useRef({ version: base.version, saved: base.value, value, saving: false, recheck: false });
  useEffect(() => {
    Object.assign(known.current, { value, saved: base.value });
  }, [value, base.value]);
  const checkDisk = useCallback(async () => {
    if (known.current.saving) {
      known.current.recheck = true;
      return;
    }
    // Keys typed a moment ago are unsaved work: the form takes them a moment after they show (on a slow machine,
    // after the news of the change), and taking the file's version first would drop them.
    await whenTyped();
    const disk = await openDocument(file);
    if (disk.version === known.current.version) return;
    known.current.version = disk.version;
    const { value: shown, saved } = known.current;
    // The file now holds what is on screen (a save of ours, or the same edit made elsewhere): nothing to choose.
    if (deepEquals(disk.value, shown)) setBase({ version: disk.version, value: disk.value });
    else if (deepEquals(shown, saved)) reopen();
    else setConflict(disk.version);
  }, [file, reopen]);
  useEffect(() => {
    const onChanged = (changed: { file: string }) => void (changed.file === file && checkDisk());
    import.meta.hot?.on('site:file-changed', onChanged);
    return () => import.meta.hot?.off('site:file-changed', onChanged);
  }, [file, checkDisk]);

  const refuse = (problems: Finding[]) => {
    notifications.show({
      color: 'red',
      title: 'Not saved: the page has errors',
      message: `${problems.length} to fix, first: ${problems[0].file === file ? '' : `${problems[0].page ?? problems[0].file} › `}${problems[0].path || 'the page'}: ${problems[0].message}`,
    });
    if (problems[0].file === file) revealField(problems[0].jsonPath);
  };

  const save = async (check: SaveCheck) => {
    if (saving) return;
    // Keys typed a moment ago are saved too: the value is read once the form holds them all.
    await whenTyped();
    const toSave = known.current.value;
    // Messages about an older value (the validator has not answered for the last keys yet) are the server's to judge.
    const problems = check(toSave);
    if (problems.length > 0) return refuse(problems);
    setSaving(true);
    known.current.saving = true;
    try {
      const result = await saveDocument(file, toSave, base.version);
      if (result.status === 'saved') {
        known.current.version = result.version;
        setBase({ version: result.version, value: toSave });
        notifications.show({ color: 'green', message: `Saved ${file}` });
      } else if (result.status === 'conflict') {
        known.current.version = result.version;
        setConflict(result.version);
      } else refuse(result.errors);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Not saved', message: (error as Error).message });
    } finally {
      setSaving(false);
      known.current.saving = false;
      if (known.current.recheck) {
        known.current.recheck = false;
        void checkDisk();
      }
    }
  };

  /** The places (as JSON) of the pictures whose file the owner changed in this editor. */
  const [replaced] = useState(() => new Set<string>());
  // The form also reports the value it was given (after an undo, say): only a change is a step, or redo would be lost.
  const change = (next: unknown) => {
    // At once, not after the draw: the form tells its inputs it holds their keys as it draws, before this component
    // draws, and a save waiting for the keys (whenTyped) reads the value the moment they are held.
    known.current.value = next;
    if (deepEquals(next, value)) return;
    for (const path of replacedPictures(value, next)) replaced.add(JSON.stringify(path));
    history.set(next);
  };

  const canUndo = current > 0;
  const canRedo = current < steps.length - 1;
  const undo = () => canUndo && history.back();
  const redo = () => canRedo && history.forward();

  return {
    file,
    value,
    dirty,
    saving,
    save,
    change,
    /** Sets the value as a step of its own, without the checks of a change from the form. */
    set: history.set,
    replaced,
    canUndo,
    canRedo,
    undo,
    redo,
    conflict,
    /** Keeps the owner's version: the next save writes it over the file's. */
    keepMine: () => {
      if (conflict) setBase((old) => ({ ...old, version: conflict }));
      setConflict(undefined);
    },
    /** Drops the unsaved changes and loads the file's version. */
    takeTheirs: () => {
      forgetUnsaved(file);
      reopen(true);
    },
  };
}

/** Ctrl/⌘+Z, Ctrl/⌘+Shift+Z and Ctrl/⌘+S, in the form's fields too. */
export function useEditingKeys({ undo, redo, save }: { undo: () => void; redo: () => void; save: () => void }) {
  useHotkeys(
    [
      ['mod+Z', undo],
      ['mod+shift+Z', redo],
      ['mod+S', save],
    ],
    [],
  );
}
