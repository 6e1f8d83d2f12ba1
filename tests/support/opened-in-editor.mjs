#!/usr/bin/env node
// The "text editor" the dev server starts in the editor suites (LAUNCH_EDITOR in playwright.config.ts): it opens
// nothing and notes the file it was asked to open, so a test can tell whether a request made the server start one.
import { appendFileSync } from 'node:fs';

appendFileSync(process.env.OPENED_IN_EDITOR_LOG ?? '.cache/opened-in-editor.log', `${process.argv[2] ?? ''}\n`);
