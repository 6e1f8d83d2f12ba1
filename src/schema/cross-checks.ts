/**
 * Checks that need to see beyond one value (does this route exist? is this file
 * under public/?). The validator installs them while it parses; editors, the
 * JSON Schema and the block fixtures parse without them, so only shape is checked.
 */
export interface CrossChecks {
  routeExists(path: string): boolean;
  assetExists(path: string): boolean;
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
