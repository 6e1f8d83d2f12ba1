/** npx tsx tests/support/write-photo-site.ts <dir>: the fixture site with a phone photo and a screenshot (photo-site.ts), afresh. */
import { rmSync } from 'node:fs';
import { writePhotoSite } from './photo-site';

const dir = process.argv[2];
rmSync(dir, { recursive: true, force: true });
await writePhotoSite(dir);
