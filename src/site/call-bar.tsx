import { useContext } from 'react';
import type { WebsiteContent } from '../shared/website';
import { SiteEmbeddedContext } from './site-embedded';
import { useTelHref } from './dialler';
import { useSiteEditing } from './editable';
import { directionsHref } from './sections/find-us-section';
import { textOf } from './i18n';
import { hasContactForm } from './site-model';

/*
 * The call bar (issue 26, decision 0060): on a phone (narrower than 768 px, site.css alone decides) a
 * bar fixed at the bottom with the owner's actions. Plain links: a tap on each is counted by site.js
 * like the phone and e-mail links (data-ww-click), and nothing is loaded from the map or chat service.
 */

export interface CallBarAction {
  kind: 'phone' | 'whatsapp' | 'directions' | 'book' | 'quote';
  label: string;
  href: string;
  /** The word site.js sends for a tap; tel: links are counted as phone calls by their protocol. */
  click?: string;
  external?: boolean;
}

/** wa.me wants the number in international form, digits only; a number without its country code gets the site's. */
export function whatsappHref(number: string, telHref: (phone: string) => string | undefined): string | undefined {
  const tel = telHref(number);
  const digits = (tel ?? '').replace(/\D/g, '');
  return digits.length >= 7 && digits.length <= 15 && (tel ?? '').startsWith('tel:+') ? `https://wa.me/${digits}` : undefined;
}

/** The actions a site's call bar offers, in bar order. Fields other branches add are read defensively. */
export function callBarActions(website: WebsiteContent, telHref: (phone: string) => string | undefined): CallBarAction[] {
  const actions: CallBarAction[] = [];
  const text = textOf(website);
  const call = telHref(website.phone);
  if (call) actions.push({ kind: 'phone', label: text.t('call'), href: call });
  const whatsapp = whatsappHref(website.whatsappNumber ?? '', telHref);
  if (whatsapp) actions.push({ kind: 'whatsapp', label: text.t('callbar.whatsapp'), href: whatsapp, click: 'whatsapp', external: true });
  const directions = directionsHref(website.addressFreeForm);
  if (directions) actions.push({ kind: 'directions', label: text.t('callbar.directions'), href: directions, click: 'directions', external: true });
  const extra = website as unknown as Record<string, unknown>;
  if (extra.enableBooking === true) actions.push({ kind: 'book', label: text.t('callbar.book'), href: '#booking', click: 'book' });
  else if (extra.contactFormKind === 'quote' && hasContactForm(website)) actions.push({ kind: 'quote', label: text.t('callbar.quote'), href: '#contact', click: 'quote' });
  return actions;
}

export function CallBar({ website }: { website: WebsiteContent }) {
  const editing = useSiteEditing();
  const embedded = useContext(SiteEmbeddedContext);
  const telHref = useTelHref(website.country);
  // Inside the app (editor, /example) a fixed bar would sit over the app's own screen.
  if (editing || embedded) return null;
  const actions = callBarActions(website, telHref);
  if (actions.length === 0) return null;
  return (
    <nav className="ww-callbar" aria-label={textOf(website).t('callbar.label')}>
      {actions.map((action) => (
        <a
          key={action.kind}
          className={`ww-callbar__${action.kind}`}
          href={action.href}
          data-ww-click={action.click}
          {...(action.external ? { rel: 'noopener', target: '_blank' } : {})}
        >
          {action.label}
        </a>
      ))}
    </nav>
  );
}
