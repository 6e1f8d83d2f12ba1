/**
 * The validator's own messages as the owner types, the checks across pages included: asked a moment after the last
 * key, for the whole site with the form's value in place of the file.
 */
import { useDebouncedValue } from '@mantine/hooks';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { validate } from '../opening';
import type { Validation } from '../wire';
import { errorSchemaOf } from './findings';

/** The warnings drawn beside their fields, as things to write; the rest are for the page list and `npm run validate`. */
const SHOWN_WARNINGS = ['PlaceholderInDraft', 'PlaceholderInCard', 'TypedFact', 'RemovedPageLink'];

/** The validator's answer and the value it was asked about; or, when it could not be asked, why (and no fact's uses). */
export type Answered = Omit<Validation, 'factUses'> & Partial<Pick<Validation, 'factUses'>> & { of?: unknown };

export function useValidation(file: string, value: unknown) {
  const [validation, setValidation] = useState<Answered>();
  const [settled] = useDebouncedValue(value, 150);
  useEffect(() => {
    let live = true;
    validate(file, settled).then(
      // Drawn at a lower priority: a key pressed meanwhile is painted first.
      (result) => live && startTransition(() => setValidation({ ...result, of: settled })),
      (error: Error) =>
        live && setValidation({ errors: [{ file, path: '', jsonPath: [], message: error.message, name: 'Unreachable' }], warnings: [] }),
    );
    return () => {
      live = false;
    };
  }, [file, settled]);
  // The report covers the whole site: this page's findings are the ones its form shows (a save that would break
  // another page is refused by the server, with that page's finding).
  const findings = useMemo(() => validation?.errors.filter((finding) => finding.file === file) ?? [], [validation, file]);
  // Beside their fields too, though they stop no save: what a draft still holds of its template's placeholders, and a
  // figure typed out where site.json keeps it as a fact.
  const placeholders = useMemo(
    () => validation?.warnings.filter((finding) => finding.file === file && SHOWN_WARNINGS.includes(finding.name)) ?? [],
    [validation, file],
  );
  const errors = useMemo(() => errorSchemaOf([...findings, ...placeholders]), [findings, placeholders]);
  return {
    validation,
    /** This document's errors. */
    findings,
    /** The errors and the warnings shown, as the form places them beside their fields. */
    errors,
    /** The warnings that ask for text still to write. */
    toWrite: placeholders,
    /** The errors that stop a save of `value`, when the validator has answered for that very value. */
    stopping: (value: unknown) => (findings.length > 0 && validation?.of === value ? findings : []),
  };
}
