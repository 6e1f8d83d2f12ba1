import { withBase } from '../schema/links';

type StorageModule = typeof import('@supabase/supabase-js');

export interface ResumeLookup {
  /** Storage project URL; without it no request is made. */
  supabaseUrl?: string;
  anonKey?: string;
  /** The bucket that may hold a newer copy; without it no request is made. */
  bucket?: string;
  fileName: string;
  /** The name the visitor's browser saves the file as. */
  downloadName: string;
  /** For the whole lookup: loading the client, the request and reading the answer. */
  timeoutMs?: number;
  /** Loaded on demand so the client library stays out of the first page's JavaScript. */
  loadClient?: () => Promise<StorageModule>;
}

export function localResumeUrl(fileName: string): string {
  return withBase(`/assets/resume/${fileName}`);
}

/** Settles (rejects) only when the signal aborts. */
function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
}

async function lookUp(
  { supabaseUrl, anonKey, bucket, fileName, downloadName, loadClient }: Required<ResumeLookup>,
  signal: AbortSignal,
): Promise<string> {
  const { createClient } = await loadClient();
  const client = createClient(supabaseUrl, anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const files = client.storage.from(bucket);
  const { data, error } = await files.list(
    '',
    { limit: 10, offset: 0, search: fileName, sortBy: { column: 'name', order: 'asc' } },
    { signal },
  );
  if (error) throw error;
  if (!Array.isArray(data)) throw new Error('unexpected answer from storage');
  if (!data.some((entry) => entry?.name === fileName)) return localResumeUrl(fileName);
  // A link to another origin loses <a download>'s file name; storage sends it as Content-Disposition instead.
  return files.getPublicUrl(fileName, { download: downloadName }).data.publicUrl;
}

/**
 * Where the resume PDF is: the storage bucket's public URL when the bucket
 * lists the file, else the copy shipped under /assets/resume/. Never throws:
 * a failure or no answer in time is logged and the local copy used, so the
 * visitor always gets a PDF.
 */
export async function resolveResumeUrl({
  timeoutMs = 4000,
  loadClient = () => import('@supabase/supabase-js'),
  ...lookup
}: ResumeLookup): Promise<string> {
  const { supabaseUrl, anonKey, bucket, fileName } = lookup;
  if (!supabaseUrl || !anonKey || !bucket) return localResumeUrl(fileName);
  // One deadline for everything: it aborts the request, and the race ends a step that cannot be aborted.
  const deadline = AbortSignal.timeout(timeoutMs);
  try {
    return await Promise.race([
      lookUp({ ...lookup, supabaseUrl, anonKey, bucket, timeoutMs, loadClient }, deadline),
      whenAborted(deadline),
    ]);
  } catch (error) {
    console.warn('Error checking resume', error);
    return localResumeUrl(fileName);
  }
}
