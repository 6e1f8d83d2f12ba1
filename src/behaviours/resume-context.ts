import { createContext, useContext } from 'react';

export interface ResumeLink {
  url: string;
  downloadName: string;
}

export const ResumeContext = createContext<ResumeLink>({ url: '', downloadName: 'resume.pdf' });

/** The resume PDF link, resolved once per visit by the app's provider. */
export function useResumeLink(): ResumeLink {
  return useContext(ResumeContext);
}
