import { entriesIn, nextId, placeOf, type NewEntryTrait, type SectionDraft } from '../../behaviours/new-entry';
import { periodKey, periodOf, type Period } from '../../schema/weeks';
import type { RoboticsArchiveProps } from './schema';

const periodOfWeek = (week: SectionDraft) => (typeof week.year === 'number' ? (week as unknown as Period) : undefined);
const blankUpdate = (id: string) => ({ id, title: '', summary: '', source: '', category: '', link: '', tag: '' });

/** "Add story" on a robotics archive: an update in this week's entry of `weeks`. */
export const newEntry: NewEntryTrait<RoboticsArchiveProps> = {
  field: 'weeks',
  // A new update goes first in this week's entry; a week without one gets a new entry, its spotlight to write too.
  add: (section, date) => {
    const weeks = entriesIn(section.weeks);
    const period = periodOf(date);
    const key = periodKey(period);
    const id = nextId(
      weeks.flatMap((week) => entriesIn(week.updates).map((update) => update.id)),
      key,
    );
    const at = placeOf(weeks, period, periodOfWeek);
    const of = weeks[at] && periodOfWeek(weeks[at]);
    const next =
      of && periodKey(of) === key
        ? weeks.with(at, { ...weeks[at], updates: [blankUpdate(id), ...entriesIn(weeks[at].updates)] })
        : weeks.toSpliced(at, 0, {
            ...period,
            updates: [blankUpdate(id)],
            spotlight: { title: '', desc: '', innovation: '' },
            impressive: { title: '', desc: '', impact: '' },
          });
    return { section: { ...section, weeks: next }, first: ['weeks', at, 'updates', 0, 'title'] };
  },
};
