import { Alert, Anchor, List } from '@mantine/core';
import type { Finding, JsonPath } from '../wire';
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

/** The validator's messages, listed at the top of the form, each a link to its field. */
export function FindingsList({ findings }: { findings: Finding[] }) {
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
              size="sm"
              onClick={(event) => {
                event.preventDefault();
                revealField(finding.jsonPath);
              }}
            >
              {finding.path || 'The page'}
            </Anchor>
            : {finding.message} [{finding.name}]
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
