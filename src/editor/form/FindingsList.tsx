import { Alert, Anchor, List } from '@mantine/core';
import type { Finding, JsonPath } from '../wire';
import { placeInWords } from '../../content/editing/place-in-words';
import { PAGE_SCHEMA, SITE_SCHEMA } from './block-schemas';
import { fieldId } from './findings';

/** Opens the panels that hold a field (SectionsField listens), then takes the owner to it. */
export function revealField(path: JsonPath) {
  window.dispatchEvent(new CustomEvent('editor:reveal', { detail: path }));
  requestAnimationFrame(() =>
    setTimeout(() => {
      const field = document.getElementById(fieldId(path));
      field?.scrollIntoView({ block: 'center' });
      field?.focus();
    }, 250),
  );
}

/**
 * The validator's messages, listed at the top of the form, each a link to its field named in words as the checklist
 * names it ("Section 2 › Card “Own the outcome” › Title"), the validator's own path in its tooltip.
 */
export function FindingsList({ findings, value, site }: { findings: Finding[]; value: unknown; site: boolean }) {
  if (findings.length === 0) return null;
  return (
    // Whole, never squeezed by the long form below it in the scrolling column; a long list scrolls on its own, so
    // the form stays in reach.
    <Alert
      color="red"
      title={`${findings.length} ${findings.length === 1 ? 'error' : 'errors'}: the page is not saved until they are fixed`}
      style={{ flexShrink: 0 }}
    >
      <List size="sm" spacing={4} mah="30vh" style={{ overflowY: 'auto' }} aria-label="Errors" tabIndex={0}>
        {findings.map((finding, i) => (
          <List.Item key={i}>
            <Anchor
              href={`#${fieldId(finding.jsonPath)}`}
              title={finding.path || undefined}
              size="sm"
              onClick={(event) => {
                event.preventDefault();
                revealField(finding.jsonPath);
              }}
            >
              {finding.path ? placeInWords(finding.jsonPath, value, site ? SITE_SCHEMA : PAGE_SCHEMA) : 'The page'}
            </Anchor>
            : {finding.message} [{finding.name}]
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
