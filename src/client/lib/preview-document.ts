import { VIEW_PIXEL_PATH } from '../../shared/view-pixel';

/**
 * A published page's HTML made ready for a sandboxed `srcdoc` frame inside the app (the publish preview
 * and the dashboard's thumbnail). Such a frame inherits the app's Content-Security-Policy and runs no
 * scripts (`sandbox=""`), so:
 * - its scripts are taken out: they could not run, and each one left a "Blocked script execution"
 *   error in the console. JSON-LD and other data blocks go too; they only matter to crawlers.
 * - nothing else changes: the page links its stylesheet, fonts and stock pictures as root-relative
 *   `/_ww/…`, which the app serves too, and owner pictures by their full address. (A `<base>` pointing
 *   at the site host was refused by the app's `base-uri 'self'`, the second console error.)
 */
export function previewDocument(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const script of doc.querySelectorAll('script')) script.remove();
  // The view pixel counts visits at the site's address; in the app it would be asked of the app.
  for (const pixel of doc.querySelectorAll(`img[src="${VIEW_PIXEL_PATH}"]`)) pixel.remove();
  return `<!doctype html>\n${doc.documentElement.outerHTML}`;
}
