import { Alert, Anchor, List } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import type { Finding } from '../wire';
import { fieldHref } from '../field-links';
import { revealField } from './FindingsList';

/** What a removed profile or a deleted page does to pages: links and sections left out, pages left bare. Warnings, which stop no save. */
const LEFT_OUT = new Set(['EmptiedByRemovedProfile', 'PageLeftBare', 'RemovedPageLink']);

/** What the owner last said they had seen, as the list's content: a new removal changes it, and shows the list again. */
const SEEN_KEY = 'editor-left-out-seen';
const contentOf = (affected: Finding[]) =>
  JSON.stringify(affected.map((finding) => [finding.file, finding.path, finding.name, finding.message]).sort());

/**
 * The pages a removed profile's links emptied, this one included, each named in words and linked to the field
 * concerned: the owner sees what the change did elsewhere, and where to go to give those pages something to show.
 * Once the owner closes it, it stays closed on every page until the set of things left out changes.
 */
export function AffectedPages({ warnings, file }: { warnings: Finding[]; file: string }) {
  const affected = warnings.filter((finding) => LEFT_OUT.has(finding.name));
  // Read at once, not after mounting: a list the owner has seen does not flash in and out on every page.
  const [seen, setSeen] = useLocalStorage<string>({ key: SEEN_KEY, defaultValue: '', getInitialValueInEffect: false });
  const content = contentOf(affected);
  if (affected.length === 0 || seen === content) return null;
  return (
    <Alert
      color="orange"
      withCloseButton
      closeButtonLabel="Seen: hide until something else is left out"
      onClose={() => setSeen(content)}
      title={
        affected.every((finding) => finding.name !== 'RemovedPageLink')
          ? 'Left out of the site now that a profile is gone'
          : 'Left out of the site now that a profile or a page is gone'
      }
      // Even the darkest orange is too faint for a title's size on this background: the title reads as the text does.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      style={{ flexShrink: 0 }}
    >
      <List size="sm" spacing={4} mah="30vh" style={{ overflowY: 'auto' }} aria-label="Pages a removed profile changed" tabIndex={0}>
        {affected.map((finding, i) => {
          const page = finding.page ?? finding.file;
          return (
            <List.Item key={i}>
              {finding.file === file ? (
                <Anchor
                  href={`#${finding.path}`}
                  size="sm"
                  underline="always"
                  onClick={(event) => {
                    event.preventDefault();
                    revealField(finding.jsonPath);
                  }}
                >
                  {page}
                </Anchor>
              ) : finding.route ? (
                // A page load, not the router's: leaving with unsaved changes asks first (beforeunload).
                <Anchor href={fieldHref(finding.route, finding.jsonPath)} size="sm" underline="always">
                  {page}
                </Anchor>
              ) : (
                page
              )}
              : {finding.message}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
