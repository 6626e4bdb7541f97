import { formatUtcDateTime } from '../../shared/i18n/format';
import { ownerText } from '../../shared/i18n/owner-text';
import { signed } from '../mail/signed';
import type { MailMessage } from '../mail/mailer';

/** The owner's account e-mails, in the shared catalogue's words (`ownerMail.*`, decision 0068). */
export const confirmationMail = (to: string, url: string): MailMessage => ({
  to,
  subject: ownerText('ownerMail.confirmation.subject'),
  text: signed(ownerText('ownerMail.confirmation.body', { url })),
});

export const resetPasswordMail = (to: string, url: string): MailMessage => ({
  to,
  subject: ownerText('ownerMail.resetPassword.subject'),
  text: signed(ownerText('ownerMail.resetPassword.body', { url })),
});

export const magicLinkMail = (to: string, url: string): MailMessage => ({
  to,
  subject: ownerText('ownerMail.magicLink.subject'),
  text: signed(ownerText('ownerMail.magicLink.body', { url })),
});

export const changeEmailMail = (to: string, url: string): MailMessage => ({
  to,
  subject: ownerText('ownerMail.changeEmail.subject'),
  text: signed(ownerText('ownerMail.changeEmail.body', { url })),
});

const when = (date: Date) => formatUtcDateTime(date);

export const emailChangedMail = (to: string, newEmail: string, undoUrl: string, days: number): MailMessage => ({
  to,
  subject: ownerText('ownerMail.emailChanged.subject'),
  text: signed(ownerText('ownerMail.emailChanged.body', { oldEmail: to, newEmail, undoUrl, days })),
});

export const passwordChangedMail = (to: string, how: 'changed' | 'reset', resetUrl: string): MailMessage => ({
  to,
  subject: ownerText('ownerMail.passwordChanged.subject', { how }),
  text: signed(ownerText('ownerMail.passwordChanged.body', { how, resetUrl })),
});

export const newSignInMail = (to: string, sign: { device: string; place: string; when: Date; accountUrl: string }): MailMessage => ({
  to,
  subject: ownerText('ownerMail.newSignIn.subject'),
  text: signed(ownerText('ownerMail.newSignIn.body', { device: sign.device, place: sign.place, when: when(sign.when), accountUrl: sign.accountUrl })),
});
