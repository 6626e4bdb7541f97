/*
 * The operator console's plain constants (issue 27), shared by the server and the client (no zod here:
 * the client imports it). The API's shapes are in admin-schema.ts.
 */

/** The better-auth role (admin plugin) that opens the console. */
export const OPERATOR_ROLE = 'operator';

/** Minutes without a console request after which the password is asked again. */
export const OPERATOR_IDLE_MINUTES = 15;

/** Every action the audit log records, and how the console names it. */
export const AUDIT_ACTIONS = {
  'operator.granted': 'Made an operator',
  'operator.revoked': 'Removed as operator',
  search: 'Searched accounts',
  'account.viewed': 'Opened an account',
  'account.viewed_as_owner': 'Viewed as owner',
  'account.view_as_owner_ended': 'Stopped viewing as owner',
  'site.suspended': 'Suspended the site',
  'site.restored': 'Restored the site',
  'subscription.canceled_at_period_end': 'Cancelled at period end',
  'subscription.canceled': 'Cancelled the subscription',
  'subscription.refunded': 'Refunded the unused part',
  'subscription.email_updated': "Updated the subscription's e-mail",
  'reports.listed': 'Looked at reports',
  'report.status_changed': 'Changed a report',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const REPORT_STATUSES = { open: 'Open', resolved: 'Resolved', dismissed: 'Dismissed' } as const;
export type ReportStatus = keyof typeof REPORT_STATUSES;

export const ADMIN_MESSAGES = {
  /** A console request after OPERATOR_IDLE_MINUTES without one (401): the console asks for the password. */
  needsSecondFactor: 'The operator console needs a second factor. Add an authenticator app or a passkey on your Account page, then come back.',
  idle: `The console was idle for ${OPERATOR_IDLE_MINUTES} minutes. Enter your password again to continue.`,
  wrongPassword: 'That password is not right. Try again.',
  noPassword: 'Your account has no password to confirm. Set one with "Forgot your password?" on the login page, then sign in with it.',
  reasonMissing: 'Write the reason: it is kept in the audit log (and, for a suspension, told to the owner).',
  noSubscription: 'This account has no running subscription to cancel.',
  noCustomer: 'This account has no billing customer yet (it never started a checkout), so there is no e-mail to update.',
  alreadySuspended: 'This site is already suspended.',
  notSuspended: 'This site is not suspended.',
  accountMissing: 'There is no such account (it may have been deleted).',
  viewOperator: 'An operator\'s account cannot be viewed as its owner.',
  searchTooShort: 'Type at least 2 characters: an e-mail, a company name, a site address or a custom domain.',
} as const;

/** The sentence every write answers (403) while an operator views an account as its owner. */
export const VIEW_AS_READ_ONLY_MESSAGE =
  'You are viewing this account as its owner, read-only: nothing can be changed from here. Go back to the console to act on the account.';

/** The sentence a download answers (403) while an operator views an account as its owner. */
export const VIEW_AS_NO_DOWNLOAD_MESSAGE =
  'Downloads are for the owner: they are not available while viewing an account as its owner.';

/** What the owner's app says about a suspended site, and what publishing answers (403). */
export function suspendedSiteMessage(supportEmail: string): string {
  return `Your website has been suspended by Website Works, so it is not shown to visitors and cannot be published until it is restored. We e-mailed you the reason. To appeal, write to ${supportEmail}.`;
}
