import { List, Text } from '@mantine/core';
import { Templates } from '@rjsf/mantine';
import { errorId, type FieldErrorProps, type FieldTemplateProps, type RJSFSchema } from '@rjsf/utils';

const MantineField = Templates.FieldTemplate!;

/** An input shows its own message (widgets.tsx); a group, a list or a section has no input to show it on. */
const isGroup = (schema: RJSFSchema) => schema.type === 'object' || schema.type === 'array' || (!schema.type && !schema.enum);

/**
 * The validator's messages about a whole group, list or section (a second page header, a list too short, a page
 * with too little text), shown where it starts, in red: the form library's theme hides them.
 */
export function FieldErrors({ errors, fieldPathId, schema }: FieldErrorProps) {
  if (!errors?.length || !isGroup(schema)) return null;
  return (
    <List id={errorId(fieldPathId)} size="sm" c="red.8" mb="xs" data-field-errors>
      {errors.map((error, i) => (
        <List.Item key={i}>
          <Text size="sm" c="red.8" span>
            {error}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

/** The theme's field, with a group's messages above its fields rather than after the last of them. */
export function FieldTemplate(props: FieldTemplateProps) {
  if (!isGroup(props.schema)) return <MantineField {...props} />;
  return (
    <MantineField {...props} errors={undefined}>
      <>
        {props.errors}
        {props.children}
      </>
    </MantineField>
  );
}
