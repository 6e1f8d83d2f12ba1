// What "Add section" starts some blocks from instead of their first fixture, whose example text (an airline's check-in
// figures) would ship if the owner missed a field: neutral placeholders in square brackets, which validation flags
// until they are replaced (src/content/placeholders.ts).
export const STARTERS: Record<string, Record<string, unknown>> = {
  'fact-sheet': {
    type: 'fact-sheet',
    heading: 'Quick Facts',
    items: [
      { term: '[A fact, e.g. Role]', value: '[Its value]' },
      { term: '[Another fact]', value: '[Its value]' },
    ],
  },
  steps: {
    type: 'steps',
    heading: '[What these steps are]',
    items: [
      { title: '[First step]', text: '[What you did and why]' },
      { title: '[Second step]', text: '[What you did and why]' },
      { title: '[Third step]', text: '[What you did and why]' },
    ],
  },
};
