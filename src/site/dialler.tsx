import { createContext, useContext } from 'react';
import { telHref } from './safe-url';

/**
 * How the page turns a phone number into a tel: link. The server's render provides the country's rules
 * (phone-numbers.ts, with libphonenumber-js); the editor's live page the plain reading, which needs no
 * metadata in the app's bundle.
 */
export type Dialler = (phone: string, country: string) => string | undefined;

export const SiteDiallerContext = createContext<Dialler>((phone) => telHref(phone));

/** The tel: link of a number on this site, or undefined when it cannot be dialled. */
export function useTelHref(country: string): (phone: string) => string | undefined {
  const dial = useContext(SiteDiallerContext);
  return (phone) => dial(phone, country);
}
