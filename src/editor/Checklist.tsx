import { Alert, Anchor, List, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { listPlaceholders, type PlaceholderFound } from './api';
import { fieldHref } from './field-links';
import { placeInWords } from './labels';

/** Where a placeholder is, as a link the owner follows: the field that holds it, or the résumé's upload. */
function placeOf(found: PlaceholderFound) {
  if (found.file.startsWith('public/')) return { href: '#site-files', label: found.file };
  const page = found.file === 'pages/site.json' ? 'Site settings' : (found.route ?? found.file);
  return { href: fieldHref(found.route, found.path), label: `${page} › ${placeInWords(found.path)}` };
}

/**
 * The first-run checklist, on /_edit: each value of the starter site's owner still in the site (src/editor/server/
 * placeholders.ts lists them), with a link to the field that holds it. Gone once none is left.
 */
export function Checklist() {
  const [found, setFound] = useState<PlaceholderFound[]>();
  useEffect(() => {
    listPlaceholders().then(setFound, () => setFound([]));
  }, []);
  if (!found?.length) return null;
  return (
    <Alert color="blue" title={`Make the site yours: ${found.length} placeholder ${found.length === 1 ? 'value is' : 'values are'} left`}>
      <Text size="sm" mb="xs">
        These still hold the starter site&apos;s owner. Follow each link to its field and write your own.
      </Text>
      <List size="sm" spacing={4} aria-label="Placeholder values left" mah="40vh" style={{ overflowY: 'auto' }}>
        {found.map((item, i) => {
          const { href, label } = placeOf(item);
          return (
            <List.Item key={i}>
              {item.what} ({JSON.stringify(item.value)}):{' '}
              {href.startsWith('#') ? (
                <Anchor href={href}>{label}</Anchor>
              ) : (
                <Anchor component={Link} to={href}>
                  {label}
                </Anchor>
              )}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
