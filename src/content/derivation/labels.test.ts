import { describe, expect, it } from 'vitest';
import { deriveLabel, hasWord, matchesRule, titleWords, type LabelRules } from './labels';

/** The Opinion label rules of the product's specification, in its order, written as a page document holds them. */
const opinion: LabelRules = {
  rules: [
    { label: 'Tech Ethics', all: ['ai', 'work'] },
    { label: 'Philosophy', any: ['death', 'life'] },
    { label: 'Politics', all: ['canada'], any: ['state', 'holiday', 'recession'] },
    { label: 'Social Media', any: ['influencer'] },
    { label: 'Productivity', any: ['multitask', 'perfectionism'] },
    { label: 'Privacy', any: ['whatsapp', 'encryption'] },
    { label: 'Health', any: ['mental', 'illness'] },
    { label: 'Career', any: ['job', 'trend'] },
    { label: 'Industry Analysis', any: ['digital', 'cannabis', 'ott'] },
    { label: 'Innovation', any: ['car', 'flying'] },
    { label: 'Society', any: ['advertisement', 'food', 'marriage', 'sport', 'politics', 'iphone'] },
  ],
  fallback: 'Opinion',
};

describe('Opinion labels, as the specification orders them', () => {
  it.each([
    ['Tech Ethics', 'AI and the future of work'],
    ['Philosophy', 'Notes on death and deadlines'],
    ['Philosophy', 'A life in boarding queues'],
    ['Politics', 'Canada and the welfare state'],
    ['Politics', 'Should Canada add a holiday?'],
    ['Politics', "Canada's recession playbook"],
    ['Social Media', 'The influencer economy'],
    ['Productivity', 'Why I stopped trying to multitask'],
    ['Productivity', 'Perfectionism kills roadmaps'],
    ['Privacy', 'WhatsApp as a storefront'],
    ['Privacy', 'Encryption is a feature'],
    ['Health', 'Mental health days'],
    ['Health', 'Burnout is an illness'],
    ['Career', 'The job description lies'],
    ['Career', 'Every trend report agrees'],
    ['Industry Analysis', 'Digital wallets eat loyalty'],
    ['Industry Analysis', 'Cannabis retail checkout'],
    ['Industry Analysis', 'OTT is the new cable'],
    ['Innovation', 'Your next car is a subscription'],
    ['Innovation', 'Flying taxis need a booking flow'],
    ['Society', 'Advertisement fatigue'],
    ['Society', 'Food delivery and patience'],
    ['Society', 'Marriage and mortgages'],
    ['Society', 'What sport teaches teams'],
    ['Society', 'Office politics as strategy'],
    ['Society', 'The iPhone made us impatient'],
    ['Opinion', 'Why I stopped writing status updates'],
  ])('gives %s to "%s"', (label, title) => {
    expect(deriveLabel(title, opinion)).toBe(label);
  });

  it('needs both "ai" and "work" for Tech Ethics', () => {
    expect(deriveLabel('AI in the cockpit', opinion)).toBe('Opinion');
    expect(deriveLabel('Work in the cockpit', opinion)).toBe('Opinion');
  });

  it('needs "canada" together with state, holiday or recession for Politics', () => {
    expect(deriveLabel('Canada in winter', opinion)).toBe('Opinion');
    expect(deriveLabel('The state of airline pricing', opinion)).toBe('Opinion');
    expect(deriveLabel('A recession playbook', opinion)).toBe('Opinion');
  });

  it('takes the first rule that matches, in the order written', () => {
    // Tech Ethics before Philosophy, Philosophy before Politics, Politics before Industry Analysis, Career before Innovation.
    expect(deriveLabel('AI at work will not give you your life back', opinion)).toBe('Tech Ethics');
    expect(deriveLabel('Life in Canada during a recession', opinion)).toBe('Philosophy');
    expect(deriveLabel('Canada needs a digital state', opinion)).toBe('Politics');
    expect(deriveLabel('Car trends for the next job', opinion)).toBe('Career');
    expect(deriveLabel('Influencer marriage ads', opinion)).toBe('Social Media');
    const reversed = { ...opinion, rules: [...opinion.rules!].reverse() };
    expect(deriveLabel('AI at work will not give you your life back', reversed)).toBe('Philosophy');
  });

  it('matches whole words only, with a plural "s"', () => {
    expect(deriveLabel('Jobs that outgrow their titles', opinion)).toBe('Career');
    expect(deriveLabel('Cars that ship by subscription', opinion)).toBe('Innovation');
    expect(deriveLabel('Carpet samples and fake doors', opinion)).toBe('Opinion');
    expect(deriveLabel('Cards on the table', opinion)).toBe('Opinion');
    expect(deriveLabel('Scar tissue in product teams', opinion)).toBe('Opinion');
    expect(deriveLabel('Multitasking is a myth', opinion)).toBe('Opinion');
    expect(deriveLabel('Lifelong learning', opinion)).toBe('Opinion');
    expect(deriveLabel('Fair pricing', opinion)).toBe('Opinion'); // "ai" inside a word
    expect(deriveLabel('Lives between gates', opinion)).toBe('Opinion'); // only an "s" is a plural here
  });

  it('ignores case and treats punctuation and hyphens as word breaks', () => {
    expect(deriveLabel('AI-powered WORK', opinion)).toBe('Tech Ethics');
    expect(deriveLabel('ai/work', opinion)).toBe('Tech Ethics');
    expect(deriveLabel('CANADA: STATE OF PLAY', opinion)).toBe('Politics');
    expect(deriveLabel('“Death” by meetings', opinion)).toBe('Philosophy');
    expect(deriveLabel('OTT’s rebundling', opinion)).toBe('Industry Analysis');
  });
});

describe('label rules', () => {
  it('use the fallback with no rules, or when none matches', () => {
    expect(deriveLabel('Anything', { fallback: 'Random Inspiration' })).toBe('Random Inspiration');
    expect(deriveLabel('Anything', { rules: [], fallback: 'Notes' })).toBe('Notes');
  });

  it('never match with no keywords (the validator refuses such a rule)', () => {
    expect(matchesRule(titleWords('anything'), { label: 'X' })).toBe(false);
    expect(matchesRule(titleWords('anything'), { label: 'X', all: [], any: [] })).toBe(false);
  });

  it('read keywords case-insensitively', () => {
    expect(hasWord(titleWords('the iphone'), 'iPhone')).toBe(true);
    expect(hasWord(titleWords('iPhones everywhere'), 'iphone')).toBe(true);
  });

  it('split a title into its lower-case words', () => {
    expect([...titleWords("Canada's AI-powered, end-to-end future")]).toEqual(['canada', 's', 'ai', 'powered', 'end', 'to', 'future']);
    expect([...titleWords('Café Ökonomie 2025')]).toEqual(['café', 'ökonomie', '2025']);
  });
});
