// The validator's findings, put where the form shows them.
import type { ErrorSchema } from '@rjsf/utils';
import { createContext } from 'react';
import type { Finding, JsonPath } from '../wire';

/** The form's id of the field at a path (the form names its fields root_sections_2_title). */
export const fieldId = (path: JsonPath) => ['root', ...path].join('_');

/** The place in the list at `list` that holds the field at `path`, if it is in that list. */
export function indexIn(list: JsonPath, path: JsonPath): number | undefined {
  const index = path[list.length];
  return typeof index === 'number' && list.every((step, i) => path[i] === step) ? index : undefined;
}

/** The findings as the form's error schema: each message on the field it concerns, the document's own on the form. */
export function errorSchemaOf(findings: Finding[]): ErrorSchema {
  const schema: Record<string, unknown> = {};
  for (const finding of findings) {
    let node = schema;
    for (const step of finding.jsonPath) node = (node[step] ??= {}) as Record<string, unknown>;
    ((node.__errors ??= []) as string[]).push(finding.message);
  }
  return schema as ErrorSchema;
}

/** The warnings shown beside their fields as text still to write (a draft's placeholders): counted apart from errors. */
export const ToWrite = createContext<readonly Finding[]>([]);

/** How many messages an error schema holds, at any depth. */
export function countErrors(schema: ErrorSchema | undefined): number {
  if (!schema) return 0;
  return Object.entries(schema).reduce(
    (sum, [key, value]) => sum + (key === '__errors' ? (value as unknown as string[]).length : countErrors(value as ErrorSchema)),
    0,
  );
}

/** How many of `findings` concern the field at `path` or a field inside it. */
export const countWithin = (findings: readonly Finding[], path: JsonPath): number =>
  findings.filter((finding) => path.every((step, i) => finding.jsonPath[i] === step)).length;
