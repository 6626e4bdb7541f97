import { languagePageKey } from '../modules/publish/version-store';
import { siteTags } from './shared-cache';
import type { SiteMatch } from './site-finder';

/*
 * A two-language site's second address (issue 28 part 3, decision 0067): `<site>/<lang>/` is the page in
 * the second language, and everything under it (the contact form, its thank-you page, the quote form,
 * booking pages, "Report this site", the view pixel: the page links them relatively) answers as the site
 * in that language, with `<site>/<lang>/` as its home. Same on path addresses, subdomains and custom
 * domains, since it works on the path inside the site. The site's cache tags stay the site's own, so a
 * purge of `ww-s-<slug>` or `ww-d-<domain>` (decision 0065) covers both pages.
 */
export function inSecondLanguage(match: SiteMatch): SiteMatch {
  if (match.kind !== 'site') return match;
  const { site, rest } = match;
  const language = site.secondLanguage;
  if (!language || site.inSecondLanguage) return match;
  const prefix = `/${language}`;
  // `/en` without its slash: the page's relative links need the slash.
  if (rest === prefix) return { kind: 'moved', location: `${match.home}${language}/`, tags: siteTags(site) };
  if (!rest.startsWith(`${prefix}/`)) return match;
  return {
    kind: 'site',
    site: {
      ...site,
      language,
      storageKey: languagePageKey(site.storageKey, language),
      etag: site.secondEtag ?? `${site.etag}-${language}`,
      compressed: true,
      inSecondLanguage: true,
    },
    rest: rest.slice(prefix.length),
    base: `${match.base}${language}/`,
    home: `${match.home}${language}/`,
  };
}
