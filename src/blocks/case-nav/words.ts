/**
 * The words of the links for each kind of page (the schema's `kind`); the navigation's name is `more`. Apart from the
 * schema, so the component's code does not bring zod to the browser.
 */
export const caseNavWords = {
  case: { previous: 'Previous case', next: 'Next case', all: 'All case studies', more: 'More case studies' },
  project: { previous: 'Previous project', next: 'Next project', all: 'All projects', more: 'More projects' },
} as const;
