/**
 * The view pixel every published page references (decision 0065), relative to the page, so at the
 * site's own address: a 1×1 GIF a shared cache always passes to the site host and never keeps. With a
 * cache in front it is what counts a page view (the page itself may never reach the site host);
 * without one the page is counted and the pixel is not. Previews in the app and exports leave it out.
 */
export const VIEW_PIXEL_PATH = 'ww-view.gif';
/** The markup at the end of a published page's body: hidden (no layout), not render-blocking, no script, no cookie. */
export const VIEW_PIXEL_HTML = `<img src="${VIEW_PIXEL_PATH}" alt="" width="1" height="1" hidden>`;
