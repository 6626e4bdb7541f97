/*
 * The template's static assets live beside this file as plain files: site.css (the stylesheet,
 * every rule under .ww-site) and site.js (an optional progressive-enhancement script). The server
 * reads them from disk, serves them with content-hashed names and a long cache lifetime, and
 * links them from each published page (see site-document.ts). The app imports site.css through
 * Vite to style the editor and /example.
 */

export const SITE_CSS_FILE = 'site.css';
export const SITE_JS_FILE = 'site.js';

/** Recommended minimum size of the hero background image (spec §5, §9). */
export const BACKGROUND_IMAGE_MIN = { width: 1000, height: 500 } as const;
