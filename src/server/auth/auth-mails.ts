import type { MailMessage } from '../mail/mailer';

const signature = '\n\n— Website Works\nWebsite maker for the working person.';

export const confirmationMail = (to: string, url: string): MailMessage => ({
  to,
  subject: 'Confirm your Website Works account',
  text: `Welcome to Website Works!\n\nConfirm your e-mail address to finish signing up:\n${url}\n\nThe link works for 24 hours. If you did not sign up, ignore this message.${signature}`,
});

export const resetPasswordMail = (to: string, url: string): MailMessage => ({
  to,
  subject: 'Reset your Website Works password',
  text: `Someone asked to reset the password of your Website Works account.\n\nChoose a new password here:\n${url}\n\nThe link works for one hour. If it was not you, ignore this message: your password stays as it is.${signature}`,
});

export const magicLinkMail = (to: string, url: string): MailMessage => ({
  to,
  subject: 'Your Website Works sign-in link',
  text: `Sign in to Website Works with this link:\n${url}\n\nThe link works once, for 10 minutes. If you did not ask for it, ignore this message.${signature}`,
});

export const changeEmailMail = (to: string, url: string): MailMessage => ({
  to,
  subject: 'Confirm your new Website Works e-mail address',
  text: `You asked to use this address for your Website Works account.\n\nConfirm it with this link:\n${url}\n\nUntil you do, your account keeps its current address. The link works for 24 hours. If you did not ask for this, ignore this message.${signature}`,
});

const when = (date: Date) => `${date.toUTCString().replace(' GMT', ' UTC')}`;

export const emailChangedMail = (to: string, newEmail: string, undoUrl: string, days: number): MailMessage => ({
  to,
  subject: 'Your Website Works e-mail address was changed',
  text: `The e-mail address of your Website Works account was changed from ${to} to ${newEmail}. You will no longer get our e-mails here, and you now sign in with the new address.\n\nIf you did not make this change, put your address back with this link (it works for ${days} days):\n${undoUrl}\n\nIt also signs out every device. Then choose a new password, as someone else may know it.${signature}`,
});

export const passwordChangedMail = (to: string, how: 'changed' | 'reset', resetUrl: string): MailMessage => ({
  to,
  subject: how === 'reset' ? 'Your Website Works password was reset' : 'Your Website Works password was changed',
  text: `The password of your Website Works account was ${how === 'reset' ? 'reset with a link sent to this address' : 'changed on the Account page'}, and every other device was signed out.\n\nIf this was you, there is nothing to do. If it was not, reset your password now:\n${resetUrl}${signature}`,
});

export const newSignInMail = (to: string, sign: { device: string; place: string; when: Date; accountUrl: string }): MailMessage => ({
  to,
  subject: 'New sign-in to your Website Works account',
  text: `Your Website Works account was signed in to from a device it has not been used on before:\n\n${sign.device}\n${sign.place}\n${when(sign.when)}\n\nIf this was you, there is nothing to do. If it was not, change your password and sign that device out on your Account page:\n${sign.accountUrl}${signature}`,
});
