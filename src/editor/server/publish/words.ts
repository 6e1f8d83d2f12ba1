/** The changes a publish carries, in the owner's words: the list it shows and the commit's message. */
import type { ContentChange } from './changes';

const NUMBERS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** "one picture", "two pictures", "14 pictures". */
export function counted(count: number, noun: string, plural = `${noun}s`): string {
  return `${NUMBERS[count] ?? count} ${count === 1 ? noun : plural}`;
}

/** What one change is, as a line of the list: "Changed page About (/about)". */
export function describeChange(change: ContentChange): string {
  const verb = { added: 'New', changed: 'Changed', removed: 'Removed' }[change.status];
  switch (change.kind) {
    case 'page':
      return `${verb} page ${change.title}${change.route ? ` (${change.route})` : ''}`;
    case 'settings':
      return `${verb} site settings`;
    case 'picture':
      return `${verb} picture ${change.name}`;
    case 'resume':
      return `${verb} résumé`;
    case 'icon':
      return `${verb} site icon`;
    default:
      return `${verb} file ${change.name}`;
  }
}

/** The parts of a summary for changes of one kind of file, grouped by what happened to them. */
function fileParts(changes: ContentChange[], noun: string): string[] {
  const parts: string[] = [];
  const by = (status: ContentChange['status']) => changes.filter((change) => change.status === status).length;
  if (by('added')) parts.push(by('added') === 1 ? `a new ${noun}` : `${counted(by('added'), `new ${noun}`)}`);
  if (by('changed')) parts.push(by('changed') === 1 ? `a changed ${noun}` : counted(by('changed'), `changed ${noun}`));
  if (by('removed')) parts.push(`${counted(by('removed'), noun)} removed`);
  return parts;
}

/** "About, Work, new page Payments retry, site settings, two new pictures": the changes as a phrase, at most `limit` pages named. */
export function summary(changes: ContentChange[], limit = 6): string {
  const pages = changes.filter((change) => change.kind === 'page');
  const named = pages
    .slice(0, limit)
    .map((page) =>
      page.status === 'added' ? `new page ${page.title}` : page.status === 'removed' ? `removed page ${page.title}` : page.title!,
    );
  if (pages.length > limit) named.push(counted(pages.length - limit, 'other page'));
  const of = (kind: ContentChange['kind']) => changes.filter((change) => change.kind === kind);
  const parts = [
    ...named,
    ...(of('settings').length ? ['site settings'] : []),
    ...(of('resume').length ? ['the résumé'] : []),
    ...(of('icon').length ? ['the site icon'] : []),
    ...fileParts(of('picture'), 'picture'),
    ...fileParts(of('file'), 'file'),
  ];
  return parts.join(', ');
}

/** The commit's message: "Publish: About, new page Payments retry, two new pictures". */
export function publishMessage(changes: ContentChange[]): string {
  return `Publish: ${summary(changes)}`;
}
