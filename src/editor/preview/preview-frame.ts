/**
 * The preview's <iframe>, made as the editor starts rather than once a page's form is drawn: the site's modules
 * it loads in dev take about as long as the editor's own, so they load side by side (editor.html runs this module
 * first). It lives outside React's tree, in a labelled region of its own, because moving an <iframe> in the
 * document reloads it; the preview pane places it over itself (PreviewPane.tsx) and hides it when it goes. What it
 * draws is sent through here too (drawInPreview).
 */
import { PREVIEW_READY, type PreviewMessage } from './preview-messages';

let frame: HTMLIFrameElement | undefined;

export function previewFrame(): HTMLIFrameElement {
  if (frame) return frame;
  const region = document.createElement('section');
  region.setAttribute('aria-label', 'Preview of the page');
  frame = document.createElement('iframe');
  frame.title = 'Preview';
  frame.src = `${import.meta.env.BASE_URL}_preview`;
  // Laid out at a laptop's width while hidden, so its first drawing is the one shown.
  Object.assign(frame.style, { position: 'fixed', top: '0', left: '0', width: '1280px', height: '800px', visibility: 'hidden' });
  region.append(frame);
  document.body.append(region);
  return frame;
}

/** What the frame was last asked to draw, and whether it listens yet (it says so as it starts, also after a reload). */
let last: PreviewMessage | undefined;
let listening = false;
const post = (message: PreviewMessage) => frame?.contentWindow?.postMessage(message, window.location.origin);
window.addEventListener('message', (event) => {
  if (!frame || event.source !== frame.contentWindow || event.data !== PREVIEW_READY) return;
  listening = true;
  if (last) post(last);
});

const same = (a: PreviewMessage, b: PreviewMessage) =>
  a.document === b.document && a.site === b.site && a.scheme === b.scheme && a.focus === b.focus;

/**
 * Asks the frame to draw a page (../opening.ts, the first time: before the form is drawn; then the preview pane). Asked
 * before the frame listens, it is sent when it does. The same message again (the same objects) is not sent: the frame
 * would start a drawing under way over.
 */
export function drawInPreview(message: PreviewMessage) {
  if (last && same(last, message)) return;
  last = message;
  if (listening) post(message);
}

// A page's editor (/_edit/<route>) shows a preview; the list of pages (/_edit) does not.
if (!/^\/_edit\/?$/.test(window.location.pathname)) previewFrame();
