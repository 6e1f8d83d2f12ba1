/**
 * The pictures of documents the editor holds but has not saved. The dev server makes a picture's files
 * (/_pictures/…) for the documents on disk; a picture just uploaded into an unsaved page is in none of them, and the
 * preview would show a broken picture until Save. The editor's validation gives each document as the site draws it
 * (its pictures' variants included): the last one per file is kept here, and its pictures made on request.
 */
import { resolve } from 'node:path';
import { publicAssetReader } from '../../content/validation/load';
import { pictureFile } from '../../build/assets/picture-files';
import { MIME_TYPES, PICTURES_DIR } from '../../schema/picture-variants';
import { withoutBase } from '../../schema/links';
import type { Middleware } from './editor-api';

const drafts = new Map<string, unknown>();

/** Keeps the document the editor last drew for `file`, as the preview shows it. */
export function rememberDraft(file: string, document: unknown): void {
  if (document !== undefined) drafts.set(file, document);
}

/** Answers /_pictures/… for a picture only an unsaved document names; anything else goes on to the site's own. */
export function draftPictures(root: string, base: string, cacheDir = resolve('.cache', 'pictures')): Middleware {
  const read = publicAssetReader(root);
  return (req, res, next) => {
    const path = withoutBase(((req as { originalUrl?: string }).originalUrl ?? req.url ?? '').split('?')[0], base);
    if (!path?.startsWith(`/${PICTURES_DIR}/`) || drafts.size === 0) return next?.();
    pictureFile([...drafts.values()], read, cacheDir, path).then(
      (file) => {
        if (!file) return next?.();
        res.setHeader('Content-Type', MIME_TYPES[file.format]);
        res.setHeader('Cache-Control', 'no-store');
        res.end(file.bytes);
      },
      (error: unknown) => next?.(error),
    );
  };
}
