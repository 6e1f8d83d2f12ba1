import { useEffect, useState, type ReactNode } from 'react';
import { site } from './site-data';
import { ResumeContext } from '../behaviours/resume-context';
import { localResumeUrl, resolveResumeUrl } from '../behaviours/resume-url';

/** Starts from the shipped PDF (what the prerendered HTML links to), then asks storage once, after hydration. */
export function ResumeProvider({ children }: { children: ReactNode }) {
  const { bucket, fileName, downloadName } = site.resume;
  const [url, setUrl] = useState(() => localResumeUrl(fileName));
  useEffect(() => {
    let live = true;
    resolveResumeUrl({
      supabaseUrl: import.meta.env.VITE_SUPABASE_URL,
      anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY,
      bucket,
      fileName,
      downloadName,
    }).then((resolved) => live && setUrl(resolved));
    return () => {
      live = false;
    };
  }, [bucket, fileName, downloadName]);
  return <ResumeContext.Provider value={{ url, downloadName }}>{children}</ResumeContext.Provider>;
}
