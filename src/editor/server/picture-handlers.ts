/** The editor's requests about pictures: which there are, and adding one. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { publicFiles } from '../../content/validation/load';
import { checkPicture } from '../../content/validation/pictures';
import { FileExists, writeAtomically } from '../../content/editing/atomic-write';
import { HttpError, PICTURE_BODY_LIMIT, readBody, type Handler } from './http';
import { PICTURE_EXTENSIONS, pictureAddressSegments, pictureTarget } from './safe-paths';

const isPicture = (address: string) => PICTURE_EXTENSIONS.includes(address.slice(address.lastIndexOf('.') + 1).toLowerCase());

/** The pictures under public/assets/, as pages address them ("/assets/about/portrait.jpg"). */
export const listPictures: Handler = async ({ root }) => ({
  status: 200,
  body: {
    assets: publicFiles(root)
      .filter((address) => address.startsWith('/assets/') && isPicture(address))
      .sort(),
  },
});

const taken = (address: string) =>
  new HttpError(409, `${address} already exists; send replace=1 to replace it, or give the picture another name`);

/**
 * Writes the request's body as the picture at ?path=/assets/<name>, refusing a name that is taken (unless
 * ?replace=1) and whatever the validator would refuse on a page: a file that is no picture, a HEIC photo,
 * an SVG that could run a script.
 */
export const uploadPicture: Handler = async ({ root, req, url }) => {
  const address = url.searchParams.get('path');
  const segments = pictureAddressSegments(address);
  const replace = url.searchParams.get('replace') === '1';
  if (!replace && existsSync(join(root, 'public', ...segments))) throw taken(address!);
  const bytes = await readBody(req, PICTURE_BODY_LIMIT);
  if (!bytes.length) throw new HttpError(400, "the request body is empty; send the picture's bytes");
  const check = checkPicture(address!, bytes);
  if ('problem' in check) throw new HttpError(422, check.problem.text);
  const target = pictureTarget(root, segments);
  try {
    writeAtomically(target.path, bytes, { replace });
  } catch (error) {
    if (error instanceof FileExists) throw taken(address!);
    throw error;
  }
  return { status: target.exists ? 200 : 201, body: { path: address } };
};
