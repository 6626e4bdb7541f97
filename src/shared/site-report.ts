import { EMAIL_PATTERN } from './website';

/*
 * "Report this site" (issue 27): the link every published page carries in its footer and the form the
 * site host shows for it. Every word a visitor reads about reporting is here, in one place, so that the
 * site's language (issue 28) is one catalogue to translate. Plain data and checks, no zod: the template,
 * the site host and the operator console share them.
 */

/** The footer link's words (one of the published page's action words). */
export const REPORT_LINK_TEXT = 'Report this site';

/** Addresses relative to the published page, on the site's own origin. */
export const REPORT_PATH = 'report';
export const REPORT_THANKS_PATH = 'report/thanks';

/** What a visitor can say is wrong, in the order the form offers them. */
export const REPORT_REASONS = {
  phishing: 'Phishing or fraud',
  malware: 'Malware or a harmful download',
  spam: 'Spam or misleading content',
  illegal: 'Illegal goods or content',
  hate: 'Hate, harassment or violence',
  copyright: 'Copyright or trademark infringement',
  impersonation: 'Pretends to be someone else',
  other: 'Something else',
} as const;

export type ReportReason = keyof typeof REPORT_REASONS;

export const REPORT_FIELDS = {
  reason: { label: 'What is wrong with this website?' },
  details: { label: 'Details', hint: 'What did you see, and where? Links help us check. Up to 2,000 characters.', max: 2000 },
  email: { label: 'Your e-mail address (optional)', hint: 'Only if you would like an answer.', max: 254 },
} as const;

export type ReportFieldName = keyof typeof REPORT_FIELDS;
export type ReportValues = Record<ReportFieldName, string>;

/** A field people never see or fill; software that fills every field does. */
export const REPORT_HONEYPOT_FIELD = 'website';

export const REPORT_MESSAGES = {
  title: 'Report this site',
  intro:
    'Tell the Website Works team what is wrong with this website. Website Works hosts it for its owner; we look at every report and take down websites that break our rules.',
  choose: 'Choose one',
  submit: 'Report this site',
  reasonMissing: 'Please choose what is wrong with this website.',
  detailsMissing: 'Please describe what is wrong, so we can check it.',
  detailsTooLong: `Details can be at most ${REPORT_FIELDS.details.max} characters.`,
  emailInvalid: 'Please enter a valid e-mail address, or leave it empty.',
  emailTooLong: `The e-mail address can be at most ${REPORT_FIELDS.email.max} characters.`,
  honeypot: 'Your report was not sent because a hidden field was filled in, which usually means a program filled in the form. If you are a person, please try again.',
  tooMany: 'You have sent several reports in a short time. Please wait a while before sending another.',
  otherSite: 'Your report was not sent: this form can only be sent from the website itself.',
  notSentTitle: 'Your report was not sent',
  thanksTitle: 'Thank you for your report',
  thanksDetail: 'The Website Works team will look at this website and act if it breaks our rules. We do not tell the owner who reported it.',
  back: 'Back to the website',
} as const;

export function isReportReason(value: string): value is ReportReason {
  return Object.hasOwn(REPORT_REASONS, value);
}

/** The first problem with a sent report, worded for the visitor, with the field it concerns. */
export function reportProblem(values: ReportValues): { field: ReportFieldName; message: string } | undefined {
  if (!isReportReason(values.reason)) return { field: 'reason', message: REPORT_MESSAGES.reasonMissing };
  if (values.details.length > REPORT_FIELDS.details.max) return { field: 'details', message: REPORT_MESSAGES.detailsTooLong };
  // "Something else" says nothing by itself: it needs the details.
  if (values.reason === 'other' && values.details.trim() === '') return { field: 'details', message: REPORT_MESSAGES.detailsMissing };
  const email = values.email.trim();
  if (email.length > REPORT_FIELDS.email.max) return { field: 'email', message: REPORT_MESSAGES.emailTooLong };
  if (email !== '' && !EMAIL_PATTERN.test(email)) return { field: 'email', message: REPORT_MESSAGES.emailInvalid };
  return undefined;
}
