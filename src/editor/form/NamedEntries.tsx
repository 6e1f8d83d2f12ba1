import { getDefaultRegistry } from '@rjsf/core';
import type { FieldProps } from '@rjsf/utils';
import { useState } from 'react';
import { isJsonObject } from '../../schema/json';
import { keyAsWords, singular } from '../../content/editing/place-in-words';

const { ObjectField } = getDefaultRegistry().fields;

const namesOf = (value: unknown) => (isJsonObject(value) ? Object.keys(value).join('\n') : '');

/**
 * What the set's "+" says, from the set's name: "profiles" is "Add a profile", "iconPools" "Add an icon pool". Its
 * key, not its label: the labels are phrases from the schema's descriptions ("Named lists of icons").
 */
export function addLabelFor(key: string): string {
  const one = keyAsWords(key)
    .toLowerCase()
    .replace(/\w+$/, (last) => singular(last));
  return `Add ${/^[aeiou]/.test(one) ? 'an' : 'a'} ${one}`;
}

/**
 * A set the owner names (profiles, facts, icon pools), drawn by the form library's own object field. That field keeps
 * the names it draws in a state of its own, so a name that comes back from elsewhere (Undo after a removal, the file
 * changed on disk) would stay hidden: when the names change other than by this field's own add, rename or remove, the
 * field starts afresh from the value.
 */
export function NamedEntries(props: FieldProps) {
  const names = namesOf(props.formData);
  const [drawn, setDrawn] = useState({ names, generation: 0 });
  const [own, setOwn] = useState<string>();
  if (drawn.names !== names) {
    setDrawn({ names, generation: own === names ? drawn.generation : drawn.generation + 1 });
    setOwn(undefined);
  }
  const depth = props.fieldPathId.path.length;
  const onChange: FieldProps['onChange'] = (value, path, ...rest) => {
    // The field's own changes: the whole set after an add or a rename, and a removal marked at the name it removes.
    if (path.length === depth) setOwn(namesOf(value));
    else if (path.length === depth + 1 && typeof value === 'symbol' && isJsonObject(props.formData)) {
      const { [String(path[depth])]: _removed, ...kept } = props.formData;
      setOwn(namesOf(kept));
    }
    props.onChange(value, path, ...rest);
  };
  const uiSchema = { ...props.uiSchema, 'ui:options': { ...props.uiSchema?.['ui:options'], addLabel: addLabelFor(props.name) } };
  return <ObjectField key={drawn.generation} {...props} uiSchema={uiSchema} onChange={onChange} />;
}
