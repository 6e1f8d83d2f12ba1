/**
 * Checks that need to see beyond one value (does this route exist? is this file
 * under public/?). The validator installs them while it parses; editors, the
 * JSON Schema and the block fixtures parse without them, so only shape is checked.
 * Each returns the message to report (with its suggestion), or undefined when all is well.
 */
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

let active: CrossChecks | undefined;

export function withCrossChecks<T>(checks: CrossChecks, run: () => T): T {
  active = checks;
  try {
    return run();
  } finally {
    active = undefined;
  }
}

export function currentCrossChecks(): CrossChecks | undefined {
  return active;
}
