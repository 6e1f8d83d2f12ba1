import { sweep } from '../sweep';

// The sub-path build: only the checks an address can break, at phone width only, for what the base path changes is
// the same at every width.
sweep({ widths: ['phone'], addressChecksOnly: true });
