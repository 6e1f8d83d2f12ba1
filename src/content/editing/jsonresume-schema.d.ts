/** @jsonresume/schema ships no types: its validator, which reports every problem with the path it concerns. */
declare module '@jsonresume/schema' {
  export function validate(
    resume: object,
    callback: (errors: { property: string; message: string }[] | null, valid: boolean) => void,
  ): void;
  export const schema: object;
}
