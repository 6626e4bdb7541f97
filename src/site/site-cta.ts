import { useContext } from 'react';
import type { WebsiteContent } from '../shared/website';
import { SiteDiallerContext } from './dialler';
import { ctaLink } from './site-model';

/**
 * The call-to-action button as the page shows it: a tel: link is read again by the site's country's
 * rules, so a number saved as "tel:+4401482…" (before those rules) dials as +441482….
 */
export function useCta(website: WebsiteContent): { text: string; href: string; tel: boolean } | undefined {
  const dial = useContext(SiteDiallerContext);
  const cta = ctaLink(website);
  if (!cta) return undefined;
  if (!cta.href.startsWith('tel:')) return { ...cta, tel: false };
  return { text: cta.text, href: dial(cta.href.slice(4), website.country) ?? cta.href, tel: true };
}
