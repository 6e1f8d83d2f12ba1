import { ActionIcon, Box, Group, Paper, Text } from '@mantine/core';
import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { IconArrowDown, IconArrowUp, IconCopy, IconTrash } from '@tabler/icons-react';
import { cloneElement, isValidElement, type ReactElement } from 'react';
import { itemNoun } from '../../content/editing/place-in-words';

/**
 * One item of a list: a header with its name ("Card 2", from the list's label) and its actions, then its fields.
 * A single field (a paragraph, a tag) is labelled by the header's name; a group's own title would repeat it.
 */
export function ListItem({ children, buttonsProps, index, schema }: ArrayFieldItemTemplateProps) {
  const field = isValidElement(children) ? (children as ReactElement<{ title?: string; uiSchema?: object }>) : undefined;
  // The form names an item after its list: "<list label>-<n>".
  const name = `${itemNoun(String(field?.props.title ?? '').replace(/-\d+$/, ''))} ${index + 1}`;
  const single = schema.type !== 'object' && schema.type !== 'array';
  const own = field?.props.uiSchema ?? {};
  const content = field
    ? cloneElement(field, {
        title: name,
        uiSchema: single ? { ...own, 'ui:label': false } : { ...own, 'ui:title': '' },
      })
    : children;
  const { hasMoveUp, hasMoveDown, hasCopy, hasRemove, onMoveUpItem, onMoveDownItem, onCopyItem, onRemoveItem, fieldPathId } = buttonsProps;
  const actions = [
    { label: 'Move up', icon: IconArrowUp, shown: hasMoveUp || hasMoveDown, enabled: hasMoveUp, onClick: onMoveUpItem },
    { label: 'Move down', icon: IconArrowDown, shown: hasMoveUp || hasMoveDown, enabled: hasMoveDown, onClick: onMoveDownItem },
    { label: 'Duplicate', icon: IconCopy, shown: hasCopy, enabled: true, onClick: onCopyItem },
    { label: 'Remove', icon: IconTrash, shown: hasRemove, enabled: true, onClick: onRemoveItem },
  ];
  return (
    <Paper withBorder p="xs" mb="xs" data-list-item={name}>
      <Group justify="space-between" wrap="nowrap" mb={4} data-item-header>
        <Text fw={600} size="sm" component={single ? 'label' : 'p'} htmlFor={single ? fieldPathId.$id : undefined}>
          {name}
        </Text>
        <Group gap={2} wrap="nowrap">
          {actions
            .filter((action) => action.shown)
            .map(({ label, icon: Icon, enabled, onClick }) => (
              <ActionIcon
                key={label}
                variant="subtle"
                color={label === 'Remove' ? 'red' : 'gray'}
                disabled={!enabled}
                onClick={onClick}
                aria-label={`${label}: ${name}`}
                title={label}
              >
                <Icon size={16} aria-hidden />
              </ActionIcon>
            ))}
        </Group>
      </Group>
      <Box>{content}</Box>
    </Paper>
  );
}
