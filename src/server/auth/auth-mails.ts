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
  text: `Sign in to Website Works with this link:\n${url}\n\nThe link works once, for 15 minutes. If you did not ask for it, ignore this message.${signature}`,
});

export const changeEmailMail = (to: string, url: string): MailMessage => ({
  to,
  subject: 'Confirm your new Website Works e-mail address',
  text: `You asked to use this address for your Website Works account.\n\nConfirm it with this link:\n${url}\n\nUntil you do, your account keeps its current address. The link works for 24 hours. If you did not ask for this, ignore this message.${signature}`,
});
