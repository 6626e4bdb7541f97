import type { WebsiteContent } from '../shared/website';
import { siteColorVars } from './color';
import { imageSrc } from './safe-url';

/*
 * Every published page names its icon (decision 0039), so no browser asks the site for a /favicon.ico
 * it does not have: the logo where there is one, else the company's initials in its own colours, drawn
 * as a small SVG written into the page (a data: link, which the page's CSP allows for images).
 */

/** "Kirkstall Plumbing & Heating" → "KP"; one word gives its first letter; no name, none. */
export function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toUpperCase();
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The initials icon: a rounded square in the secondary colour with the initials in its text colour. */
export function initialsIcon(name: string, colours: { primary: string; secondary: string }): string {
  const vars = siteColorVars(colours, { heroHasImage: false });
  const background = vars['--ww-secondary'] ?? '#000000';
  const ink = vars['--ww-on-secondary'] ?? '#FFFFFF';
  const initials = initialsOf(name);
  const size = initials.length > 1 ? 30 : 38;
  const text = initials
    ? `<text x="32" y="${initials.length > 1 ? 43 : 46}" font-family="system-ui,Arial,sans-serif" font-size="${size}" font-weight="700" text-anchor="middle" fill="${ink}">${escapeXml(initials)}</text>`
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${background}"/>${text}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The page's icon link target: the logo (its smallest processed variant when the caller passes it), else the initials icon. */
export function faviconHref(website: WebsiteContent, name: string): string {
  return imageSrc(website.logo) ?? initialsIcon(name, { primary: website.primaryColor, secondary: website.secondaryColor });
}

/** The site host's own pages (not found, unavailable) have no site to take colours from: a neutral mark. */
export const NEUTRAL_ICON = initialsIcon('', { primary: '#F7F7F7', secondary: '#5F6B7A' });
