import type { MailMessage } from '../../mail/mailer';

const signature = '\n\n— Website Works\nWebsite maker for the working person.';

/** To the owner when an operator suspends their site (issue 27): the reason, and how to appeal. */
export const siteSuspendedMail = (to: string, siteUrl: string | null, reason: string, supportEmail: string): MailMessage => ({
  to,
  subject: 'Your website has been suspended',
  text:
    `Your Website Works website${siteUrl ? ` (${siteUrl})` : ''} has been suspended. Visitors now see "This site is unavailable" ` +
    `instead of it, at its address and at any custom domain, and it cannot be published again until it is restored.\n\n` +
    `The reason:\n${reason}\n\n` +
    `How to appeal: if you think this is a mistake, or once you have fixed what is described above, reply to this e-mail ` +
    `or write to ${supportEmail}, saying what you changed or why the site should be restored. A person reads every appeal and ` +
    `answers it. Your account, your website's content and your leads are kept while the site is suspended.${signature}`,
});

/** To the owner when their site is restored. */
export const siteRestoredMail = (to: string, siteUrl: string | null, supportEmail: string): MailMessage => ({
  to,
  subject: 'Your website is available again',
  text:
    `Your Website Works website${siteUrl ? ` (${siteUrl})` : ''} has been restored: visitors see it again, and you can publish ` +
    `changes as before.\n\nQuestions? Write to ${supportEmail}.${signature}`,
});
