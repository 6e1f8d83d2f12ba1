/**
 * The résumé's file names, taken from the owner's name unless site.json gives them: a new owner who writes their name
 * gets "priya-natarajan-resume.pdf" served and "Priya-Natarajan-Resume.pdf" saved, with nothing else to rename.
 */
interface ResumeNames {
  name: string;
  resume: { fileName?: string; downloadName?: string };
}

/** "Zoë O'Brien" → "Zoe-O-Brien": the letters and digits a file name may hold, joined by "-". */
function fileNamePart(name: string): string {
  const part = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
  return part || 'owner';
}

/** The PDF's file name under /assets/resume/ (and in the storage bucket, when one is set). */
export function resumeFileName({ name, resume }: ResumeNames): string {
  return resume.fileName ?? `${fileNamePart(name).toLowerCase()}-resume.pdf`;
}

/** The name a visitor's browser saves the PDF as. */
export function resumeDownloadName({ name, resume }: ResumeNames): string {
  return resume.downloadName ?? `${fileNamePart(name)}-Resume.pdf`;
}
