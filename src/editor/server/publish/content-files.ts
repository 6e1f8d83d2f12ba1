/**
 * Which files a publish may commit: the page documents under pages/ and the files the site serves from public/,
 * never a file that looks like a secret (an `.env`, a key), and never anything outside those two folders (the
 * code, a stray download). Git's own ignore rules are applied before this: an ignored file is never seen at all.
 */
import { posix } from 'node:path';
import { isWithin } from '../../../content/validation/real-paths';

/** Why a changed file stays out of the publish, in the owner's words; undefined when publish may commit it. */
export function leftOutReason(path: string, siteFolder: string): string | undefined {
  const inside = siteFolder ? path.slice(siteFolder.length + 1) : path;
  if (siteFolder && !isWithin(siteFolder, path)) return 'it is not part of the site’s content';
  const name = posix.basename(inside);
  if (SECRET.test(name)) return 'it looks like a key or a password file, which must never go online';
  if (inside.startsWith('pages/')) return name.endsWith('.json') ? undefined : 'only page documents (.json) belong in pages/';
  if (inside.startsWith('public/')) return name.startsWith('.') ? 'a hidden file is not part of what the site serves' : undefined;
  return 'it is not part of the site’s content';
}

/** Names of files that hold secrets: environment files, private keys and certificates, credential stores. */
const SECRET =
  /^\.env(\..*)?$|^\.npmrc$|^\.netrc$|^id_(rsa|dsa|ecdsa|ed25519)|\.(pem|key|p12|pfx|jks|keystore|kdbx|ppk|asc|gpg)$|credential|secret|password/i;

/** The two folders a publish looks at, as git pathspecs from the repository's top. */
export function contentPathspecs(siteFolder: string): string[] {
  return ['pages', 'public'].map((folder) => (siteFolder ? `${siteFolder}/${folder}` : folder));
}
