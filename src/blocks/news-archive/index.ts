import { defineBlock } from '../define';
import { newEntry } from './new-entry';
import { newsArchive } from './archive';
import { newsArchiveSchema } from './schema';
import { newsFeed } from './feed';

export default defineBlock({
  schema: newsArchiveSchema,
  onDemand: true,
  archive: newsArchive,
  newEntry,
  feed: newsFeed,
});
