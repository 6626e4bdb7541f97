import { ownerText } from '../../shared/i18n/owner-text';

/** An e-mail body to the owner with Website Works' signature below it (`ownerMail.signature`). */
export const signed = (body: string): string => `${body}\n\n${ownerText('ownerMail.signature')}`;
