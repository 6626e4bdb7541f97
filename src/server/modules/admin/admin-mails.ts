import { ownerText } from '../../../shared/i18n/owner-text';
import { signed } from '../../mail/signed';
import type { MailMessage } from '../../mail/mailer';

/** To the owner when an operator suspends their site (issue 27): the reason, and how to appeal. */
export const siteSuspendedMail = (to: string, siteUrl: string | null, reason: string, supportEmail: string): MailMessage => ({
  to,
  subject: ownerText('ownerMail.siteSuspended.subject'),
  text: signed(ownerText('ownerMail.siteSuspended.body', { withAddress: siteUrl ? 'yes' : 'no', siteUrl: siteUrl ?? '', reason, supportEmail })),
});

/** To the owner when their site is restored. */
export const siteRestoredMail = (to: string, siteUrl: string | null, supportEmail: string): MailMessage => ({
  to,
  subject: ownerText('ownerMail.siteRestored.subject'),
  text: signed(ownerText('ownerMail.siteRestored.body', { withAddress: siteUrl ? 'yes' : 'no', siteUrl: siteUrl ?? '', supportEmail })),
});
