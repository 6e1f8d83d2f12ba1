import { sweep } from '../sweep';

// Every route of the site under test, at a phone's width and a desktop's, with every check.
sweep();
