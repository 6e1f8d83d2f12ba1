/**
 * Category labels derived from a title's words, by rules a page document holds.
 * Pure and dependency-free: the validator runs it once per item, so the browser
 * gets finished labels and none of this code.
 */

export interface LabelRule {
  /** Shown on a card whose title the rule matches. */
  label: string;
  /** Words that must all appear in the title. */
  all?: readonly string[];
  /** Words of which at least one must appear in the title. */
  any?: readonly string[];
}

export interface LabelRules {
  /** Tried in order; the first that matches gives the label. */
  rules?: readonly LabelRule[];
  /** The label when no rule matches. */
  fallback: string;
}

/**
 * A title's words, lower-cased: runs of letters and digits. Anything else separates
 * words, so "AI-powered" holds "ai" and "powered", and "Canada's" holds "canada".
 */
export function titleWords(title: string): Set<string> {
  return new Set(
    title
      .toLocaleLowerCase('en')
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );
}

/** A keyword appears as a whole word, or as that word with a plural "s": "job" finds "jobs", "car" never "carpet". */
export function hasWord(words: ReadonlySet<string>, keyword: string): boolean {
  const wanted = keyword.toLocaleLowerCase('en');
  return words.has(wanted) || words.has(`${wanted}s`);
}

/** All of `all` and, when `any` lists words, at least one of them. A rule with no words matches nothing. */
export function matchesRule(words: ReadonlySet<string>, rule: LabelRule): boolean {
  const all = rule.all ?? [];
  const any = rule.any ?? [];
  if (all.length === 0 && any.length === 0) return false;
  return all.every((keyword) => hasWord(words, keyword)) && (any.length === 0 || any.some((keyword) => hasWord(words, keyword)));
}

/** The label of the first rule the title matches, else the fallback. */
export function deriveLabel(title: string, labels: LabelRules): string {
  const words = titleWords(title);
  return labels.rules?.find((rule) => matchesRule(words, rule))?.label ?? labels.fallback;
}
