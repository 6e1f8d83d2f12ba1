import { z } from 'zod';
import type { JsonPath } from './json';
import { monthKey, monthsShown } from './weeks';
import { customIssue, mapped, messages, quote } from './messages';
import { text } from './primitives';
import { NOT_TEXT } from './text-fields';

export const yearMonth = (description: string) =>
  z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, {
      error: (issue) => mapped(issue, messages.WrongValue('a month such as "2025-09"', quote(issue.input))),
    })
    .describe(description);

/** Which week an archive opens on load: "current" (today's week, else the latest with entries) or a fixed one. */
export const openPeriod = z
  .union([
    z.literal('current'),
    z.strictObject({
      year: z.number().int().min(2000).max(2100).describe('Year'),
      month: z.number().int().min(1).max(12).describe('Month, 1–12'),
      week: z.number().int().min(1).max(4).describe('Week of the month, 1–4'),
    }),
  ])
  .describe('The year, month and week open when the page loads');

/** A story's id in an archive; the feeds and the story's card address use it. */
export const storyId = text(
  'Stable id, unique in the archive: the story\'s card is "#story-<id>" on its week\'s page. A name ("openai-devday") also ' +
    'identifies its feed entry; the week and a number ("2025-09-w2-3") only its place, so feeds know that story by its title',
).meta(NOT_TEXT);

export const archiveShape = {
  months: z
    .strictObject({
      from: yearMonth('First month shown; none: the month of the oldest entry').optional(),
      to: yearMonth(
        "Last month shown, at most the newest entry's; none: the month of the newest entry, so this week's story widens the range by itself",
      ).optional(),
    })
    .optional()
    .describe(
      "Months the archive lists (newest first), with four weeks each, the newest entry's month up to its week; none: from the oldest entry to the newest",
    )
    .meta(NOT_TEXT),
  open: openPeriod.meta(NOT_TEXT),
  emptyWeek: text('Shown in a week without entries, e.g. "No news available for this week"').meta(NOT_TEXT),
  empty: z
    .strictObject({ title: text('Shown when the search or chip matches nothing'), text: text('A hint under it').optional() })
    .describe('The empty state of a search')
    .meta(NOT_TEXT),
};

/**
 * Archive checks zod cannot express per field: every entry falls inside the months
 * shown (else it could never be seen), and ids and weeks are not repeated.
 */
export function checkArchive(
  given: { from?: string; to?: string } | undefined,
  entries: { path: JsonPath; id: string; year: number; month: number; label: string }[],
  idName: string,
  ctx: z.RefinementCtx,
) {
  const shown = monthsShown(
    given,
    entries.map((entry) => monthKey(entry.year, entry.month)),
  );
  // Judged against the owner's own end, which the tree only shortens to the newest entry.
  const months = { from: shown.from, to: given?.to ?? shown.to };
  const seen = new Set<string>();
  for (const entry of entries) {
    const month = monthKey(entry.year, entry.month);
    if (month < months.from || month > months.to) {
      ctx.addIssue(customIssue(messages.OutsideMonths(entry.label, months.from, months.to), { path: entry.path }));
    }
    if (seen.has(entry.id)) ctx.addIssue(customIssue(messages.Repeated(idName, entry.id), { path: entry.path }));
    seen.add(entry.id);
  }
}
