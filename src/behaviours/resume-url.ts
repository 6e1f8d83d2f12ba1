export interface ResumeLookup {
  /** Storage project URL; without it no request is made. */
  supabaseUrl?: string;
  anonKey?: string;
  bucket: string;
  fileName: string;
  timeoutMs?: number;
}

export function localResumeUrl(fileName: string): string {
  return `/assets/resume/${fileName}`;
}

/**
 * Where the resume PDF is: the storage bucket's public URL when the bucket
 * lists the file, else the copy shipped under /assets/resume/. Never throws:
 * a failure is logged and the local copy used, so the visitor always gets a PDF.
 */
export async function resolveResumeUrl({ supabaseUrl, anonKey, bucket, fileName, timeoutMs = 4000 }: ResumeLookup): Promise<string> {
  const local = localResumeUrl(fileName);
  if (!supabaseUrl || !anonKey) return local;
  try {
    // Loaded on demand so the client library stays out of the first page's JavaScript.
    const { createClient } = await import('@supabase/supabase-js');
    const client = createClient(supabaseUrl, anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
    const files = client.storage.from(bucket);
    const { data, error } = await files.list(
      '',
      { limit: 10, offset: 0, search: fileName, sortBy: { column: 'name', order: 'asc' } },
      { signal: AbortSignal.timeout(timeoutMs) },
    );
    if (error) throw error;
    if (!Array.isArray(data)) throw new Error('unexpected answer from storage');
    return data.some((entry) => entry?.name === fileName) ? files.getPublicUrl(fileName).data.publicUrl : local;
  } catch (error) {
    console.warn('Error checking resume', error);
    return local;
  }
}
