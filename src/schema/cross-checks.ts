/**
 * Checks that need to see beyond one value (does this route exist? is this file
 * under public/?). The validator installs them while it parses; editors, the
 * JSON Schema and the block fixtures parse without them, so only shape is checked.
 * Each returns the message to report (with its suggestion), or undefined when all is well.
 */
export interface CrossChecks {
  /** An internal link ("/about", "/about#values", "#values") that leads to no page or no section. */
  linkProblem(href: string): string | undefined;
  /** "/assets/…" that is not a file under public/. */
  assetProblem(path: string): string | undefined;
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
