/**
 * npm run starter-fingerprint [-- <site folder> <output file>]: writes the fingerprint of the starter site's text
 * (src/content/editing/starter-text.ts), by default of this project's pages/ into src/content/editing/starter-fingerprint.json.
 * Run it after changing the starter's content; a test says when it is stale.
 */
import { writeFileSync } from 'node:fs';
import { fingerprintJson, fingerprintOf, STARTER_FINGERPRINT_FILE } from '../src/content/editing/starter-text';

const [site = '.', output = STARTER_FINGERPRINT_FILE] = process.argv.slice(2);
const fingerprint = fingerprintOf(site);
writeFileSync(output, fingerprintJson(fingerprint));
const texts = Object.values(fingerprint.files).reduce((sum, hashes) => sum + hashes.length, 0);
console.log(`${output}: ${texts} texts of ${Object.keys(fingerprint.files).length} documents`);
