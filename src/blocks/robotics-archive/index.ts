import { defineBlock } from '../define';
import { newEntry } from './new-entry';
import { roboticsArchive } from './archive';
import { roboticsArchiveSchema } from './schema';
import { roboticsFeed } from './feed';

export default defineBlock({
  schema: roboticsArchiveSchema,
  onDemand: true,
  archive: roboticsArchive,
  newEntry,
  feed: roboticsFeed,
});
