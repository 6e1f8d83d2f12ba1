// The validator's findings, put where the form shows them.
import type { ErrorSchema } from '@rjsf/utils';
import type { Finding } from './api';

/** `sections[2].items[0].title` → ["sections", 2, "items", 0, "title"] */
export function pathSteps(path: string): (string | number)[] {
  return [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, key, index]) => (index === undefined ? key : Number(index)));
}

/** The form's id of the field at a path (the form names its fields root_sections_2_title). */
export const fieldId = (path: string) => ['root', ...pathSteps(path)].join('_');

/** The findings as the form's error schema: each message on the field it concerns, the document's own on the form. */
export function errorSchemaOf(findings: Finding[]): ErrorSchema {
  const schema: Record<string, unknown> = {};
  for (const finding of findings) {
    let node = schema;
    for (const step of pathSteps(finding.path)) node = (node[step] ??= {}) as Record<string, unknown>;
    ((node.__errors ??= []) as string[]).push(finding.message);
  }
  return schema as ErrorSchema;
}

/** How many messages an error schema holds, at any depth. */
export function countErrors(schema: ErrorSchema | undefined): number {
  if (!schema) return 0;
  return Object.entries(schema).reduce(
    (sum, [key, value]) => sum + (key === '__errors' ? (value as unknown as string[]).length : countErrors(value as ErrorSchema)),
    0,
  );
}
