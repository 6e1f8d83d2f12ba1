/**
 * Checks that need to see beyond one value (does this route exist? is this file under public/?). The validator
 * passes a site's checks to each parse it runs (`schema.safeParse(value, parseFor(checks))`); editors, the JSON
 * Schema and the block fixtures parse without them, so only shape is checked. Each returns the message to report
 * (with its suggestion), or undefined when all is well.
 */
import { z } from 'zod';
import type { Message } from './messages';

export interface CrossChecks {
  /** An internal link ("/about", "/about#values", "#values") that leads to no page or no section. */
  linkProblem(href: string): Message | undefined;
  /** "/assets/…" that is not a file under public/. */
  assetProblem(path: string): Message | undefined;
  /**
   * What the file of a picture holds: a problem that would break it on the site, or its size as it shows, when
   * the file gives one (raster: a photo or screenshot, whose shape a document's size must keep). Undefined when
   * there is no such file (assetProblem says so). `hash` names a photo the build re-encodes (picture-variants.ts).
   */
  picture(
    path: string,
  ): { problem: Message } | { format: string; raster: boolean; width?: number; height?: number; hash?: string } | undefined;
  /** The icon pools site.json declares; undefined while site.json is invalid (its own errors say why). */
  iconPoolNames(): readonly string[] | undefined;
}

// The checks ride in the parse's options, which zod hands to every schema it runs; a step below takes them from there.
const CHECKS = Symbol('cross-checks');

type ParseOptions = z.core.ParseContext<z.core.$ZodIssue>;
type WithChecks = { [CHECKS]?: CrossChecks };

/** The options for parsing one site's document: `options` (say, reportInput) with that site's checks. */
export function parseFor(checks: CrossChecks | undefined, options: ParseOptions = {}): ParseOptions {
  return { ...options, [CHECKS]: checks } as ParseOptions;
}

/**
 * A transform that also gets the checks its parse was given (undefined without them). Zod passes a parse's options
 * to each schema's run but not to a refinement or transform, so the step copies them onto the value's payload,
 * which its transform receives as `ctx`. Pipe it after a schema: `schema.pipe(siteTransform(…))`.
 */
export function siteTransform<I, O>(fn: (value: I, ctx: z.RefinementCtx<I>, checks: CrossChecks | undefined) => O) {
  const step = z.transform((value: I, ctx) => fn(value, ctx as z.RefinementCtx<I>, (ctx as WithChecks)[CHECKS]));
  const run = step._zod.run;
  step._zod.run = (payload, options) => run(Object.assign(payload, { [CHECKS]: (options as WithChecks)[CHECKS] }), options);
  return step;
}

/**
 * A refinement that also gets the checks (see siteTransform). Its problems leave the checks of the schemas around
 * it running, as a `superRefine`'s do.
 */
export function siteRefine<T>(fn: (value: T, ctx: z.RefinementCtx<T>, checks: CrossChecks | undefined) => void) {
  return siteTransform<T, T>((value, ctx, checks) => {
    const addIssue: z.RefinementCtx<T>['addIssue'] = (issue) =>
      ctx.addIssue(typeof issue === 'string' ? issue : { continue: true, ...issue });
    fn(value, { ...ctx, addIssue }, checks);
    return value;
  });
}
