import { Alert, Anchor, List } from '@mantine/core';
import type { Finding } from '../wire';
import { fieldHref } from '../field-links';
import { revealField } from './FindingsList';

/** What a removed profile or a deleted page does to pages: links and sections left out, pages left bare. Warnings, which stop no save. */
const LEFT_OUT = new Set(['EmptiedByRemovedProfile', 'PageLeftBare', 'RemovedPageLink']);

/**
 * The pages a removed profile's links emptied, this one included, each named in words and linked to the field
 * concerned: the owner sees what the change did elsewhere, and where to go to give those pages something to show.
 */
export function AffectedPages({ warnings, file }: { warnings: Finding[]; file: string }) {
  const affected = warnings.filter((finding) => LEFT_OUT.has(finding.name));
  if (affected.length === 0) return null;
  return (
    <Alert
      color="orange"
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
