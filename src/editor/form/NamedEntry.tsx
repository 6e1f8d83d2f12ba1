import { ActionIcon, Anchor, Group, Text, TextInput } from '@mantine/core';
import { ADDITIONAL_PROPERTY_FLAG, type WrapIfAdditionalTemplateProps } from '@rjsf/utils';
import { IconTrash } from '@tabler/icons-react';
import { Fragment, useContext } from 'react';
import { SITE_SETTINGS_ROUTE } from '../wire';
import { FactUses } from './fact-uses';

/** Under a fact of the site's settings: the pages that show it, each a link to its editor, so a change's reach is in sight. */
function UsedOn({ routes, id }: { routes: readonly string[]; id: string }) {
  const count = `${routes.length} ${routes.length === 1 ? 'page' : 'pages'}`;
  return (
    <Text id={id} size="xs" c="dimmed" mt={-4} mb="xs" data-fact-uses={routes.length}>
      {routes.length === 0 ? (
        'Used on no page yet: write it as its token where a page shows it.'
      ) : (
        <>
          Used on {count}:{' '}
          {routes.map((route, i) => (
            <Fragment key={route}>
              {i > 0 && ', '}
              <Anchor href={`/_edit${route}`} size="xs">
                {route === SITE_SETTINGS_ROUTE ? 'site settings' : route}
              </Anchor>
            </Fragment>
          ))}
        </>
      )}
    </Text>
  );
}

/**
 * One entry of a set the owner names (a profile, an icon pool): its name, its value, and a button that removes it.
 * The name is the owner's own ("github"), so it is a field labelled "Name", never a label itself.
 */
export function NamedEntry({
  id,
  classNames,
  style,
  label,
  schema,
  readonly,
  disabled,
  onKeyRenameBlur,
  onRemoveProperty,
  children,
}: WrapIfAdditionalTemplateProps) {
  // The form library names a new entry "newKey": the owner names it, starting from an empty field.
  const fresh = /^newKey(-\d+)?$/.test(label);
  const factUses = useContext(FactUses);
  const uses = factUses && id.startsWith('root_facts_') ? (factUses[label] ?? []) : undefined;
  if (!(ADDITIONAL_PROPERTY_FLAG in schema))
    return (
      <div className={classNames} style={style}>
        {children}
      </div>
    );
  const entry = (
    <Group className={classNames} style={style} align="flex-end" wrap="nowrap" gap="xs" mb="xs" data-named-entry={label}>
      <TextInput
        label="Name"
        defaultValue={fresh ? '' : label}
        placeholder="e.g. github"
        autoFocus={fresh}
        id={`${id}-key`}
        name={`${id}-key`}
        disabled={disabled || readonly}
        // A name left empty keeps the entry as it was named.
        onBlur={readonly ? undefined : (event) => event.target.value.trim() && onKeyRenameBlur(event)}
        w="30%"
      />
      <div style={{ flex: 1 }}>{children}</div>
      <ActionIcon
        variant="subtle"
        color="red"
        mb={4}
        disabled={disabled || readonly}
        onClick={onRemoveProperty}
        aria-label={`Remove: ${label}`}
        title="Remove"
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
  if (!uses) return entry;
  return (
    <>
      {entry}
      <UsedOn routes={uses} id={`${id}-uses`} />
    </>
  );
}
