import { Grid, Text } from '@mantine/core';
import Form from '@rjsf/mantine';
import { RichDescription } from '@rjsf/core';
import {
  getUiOptions,
  titleId,
  type ArrayFieldTitleProps,
  type DescriptionFieldProps,
  type ErrorSchema,
  type TitleFieldProps,
  type UiSchema,
} from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { memo } from 'react';
import { PAGE_SCHEMA, SITE_SCHEMA } from './block-schemas';
import { AddButton } from './AddButton';
import { FieldErrors, FieldTemplate } from './FieldMessages';
import { ListItem } from './ListItem';
import { LongList } from './LongList';
import { NamedEntries } from './NamedEntries';
import { NamedEntry } from './NamedEntry';
import { PageFields } from './PageFields';
import { SectionsField } from './SectionsField';
import { WIDGETS } from './widgets';

const FIELDS = { sections: SectionsField, namedEntries: NamedEntries };

/**
 * A group's name (a picture, a list): bold text, not the theme's <h3>, which would sit under the page's <h1> at
 * whatever depth the group is. Its fieldset's legend names the group for a screen reader.
 */
function TitleField({ id, title, optionalDataControl }: Pick<TitleFieldProps, 'id' | 'title' | 'optionalDataControl'>) {
  const name = title ? (
    <Text id={id} fw={600}>
      {title}
    </Text>
  ) : null;
  if (!optionalDataControl) return name;
  return (
    <Grid>
      <Grid.Col span="auto">{name}</Grid.Col>
      <Grid.Col span="content">{optionalDataControl}</Grid.Col>
    </Grid>
  );
}
/** A list's name, the same way. */
function ArrayTitle({ fieldPathId, title, uiSchema, registry, optionalDataControl }: ArrayFieldTitleProps) {
  if (!title || getUiOptions(uiSchema, registry.globalUiOptions).label === false) return null;
  return <TitleField id={titleId(fieldPathId)} title={title} optionalDataControl={optionalDataControl} />;
}
/** A group's help, small and grey like every field's: the theme's own is body-sized, louder than the fields it explains. */
function Description({ id, description, registry, uiSchema }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <Text id={id} size="sm" c="dimmed" mb="xs">
      <RichDescription description={description} registry={registry} uiSchema={uiSchema} />
    </Text>
  );
}
const TEMPLATES = {
  DescriptionFieldTemplate: Description,
  TitleFieldTemplate: TitleField,
  ArrayFieldTitleTemplate: ArrayTitle,
  ArrayFieldTemplate: LongList,
  ArrayFieldItemTemplate: ListItem,
  FieldTemplate,
  FieldErrorTemplate: FieldErrors,
  WrapIfAdditionalTemplate: NamedEntry,
  ButtonTemplates: { AddButton },
};
const DEFAULTS = { emptyObjectFields: 'skipDefaults', arrayMinItems: { populate: 'never' } } as const;
// The page's sections are panels (SectionsField); "$schema" is for text editors, not for the owner.
const UI_SCHEMA: UiSchema = {
  'ui:title': '',
  'ui:description': '',
  // An optional group of fields (a share picture, a feed) shows as a button that adds it, not as empty fields.
  // A list's items can be duplicated, as sections can.
  'ui:globalOptions': { enableOptionalDataFieldForType: ['object'], copyable: true },
  // The sections first, the page's settings behind a panel after them.
  'ui:ObjectFieldTemplate': PageFields,
  $schema: { 'ui:widget': 'hidden' },
  sections: { 'ui:field': 'sections' },
  'ui:submitButtonOptions': { norender: true },
};
// site.json's settings: every field in sight, in the schema's order; its profiles and icon pools are named by the owner.
const SITE_UI_SCHEMA: UiSchema = {
  'ui:title': '',
  'ui:description': '',
  'ui:globalOptions': { enableOptionalDataFieldForType: ['object'], copyable: true },
  $schema: { 'ui:widget': 'hidden' },
  // The value beside each name the owner gave: labelled by what it is, not by that name.
  profiles: { 'ui:field': 'namedEntries', additionalProperties: { 'ui:title': 'Address', 'ui:description': '' } },
  facts: { 'ui:field': 'namedEntries', additionalProperties: { 'ui:title': 'Value', 'ui:description': '' } },
  iconPools: { 'ui:field': 'namedEntries', additionalProperties: { 'ui:title': 'Icons' } },
  'ui:submitButtonOptions': { norender: true },
};

/**
 * A document's fields, drawn from its schema (a page's, or site.json's when `site`): labelled by the schema's descriptions (labels.ts), the rest as help, enums as
 * selects, booleans as switches, lists that grow, shrink and reorder. The messages are the site validator's
 * (given as `errors`), not the form library's: its own checks are off.
 */
export const DocumentForm = memo(function DocumentForm({
  value,
  errors,
  onChange,
  site = false,
}: {
  value: unknown;
  errors: ErrorSchema;
  onChange: (value: unknown) => void;
  site?: boolean;
}) {
  return (
    <Form
      schema={site ? SITE_SCHEMA : PAGE_SCHEMA}
      uiSchema={site ? SITE_UI_SCHEMA : UI_SCHEMA}
      fields={FIELDS}
      widgets={WIDGETS}
      templates={TEMPLATES}
      validator={validator}
      formData={value}
      extraErrors={errors}
      showErrorList={false}
      // The document is drawn as it is: no defaults written into it, no empty objects or list items added.
      experimental_defaultFormStateBehavior={DEFAULTS}
      noHtml5Validate
      onChange={({ formData }) => onChange(formData)}
      onSubmit={() => {}}
    />
  );
});
