/**
 * The preview's <iframe>, made as the editor starts rather than once a page's form is drawn: the site's modules
 * it loads in dev take about as long as the editor's own, so they load side by side (editor.html runs this module
 * first). It lives outside React's tree, in a labelled region of its own, because moving an <iframe> in the
 * document reloads it; the preview pane places it over itself (PageEditor.tsx) and hides it when it goes.
 */
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

// A page's editor (/_edit/<route>) shows a preview; the list of pages (/_edit) does not.
if (!/^\/_edit\/?$/.test(window.location.pathname)) previewFrame();
