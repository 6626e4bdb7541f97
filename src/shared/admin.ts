import { ownerText } from './i18n/owner-text';

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
  'operator.granted': ownerText('operator.action.operatorGranted'),
  'operator.revoked': ownerText('operator.action.operatorRevoked'),
  search: ownerText('operator.action.search'),
  'account.viewed': ownerText('operator.action.accountViewed'),
  'account.viewed_as_owner': ownerText('operator.action.accountViewedAsOwner'),
  'account.view_as_owner_ended': ownerText('operator.action.accountViewAsOwnerEnded'),
  'site.suspended': ownerText('operator.action.siteSuspended'),
  'site.restored': ownerText('operator.action.siteRestored'),
  'subscription.canceled_at_period_end': ownerText('operator.action.subscriptionCanceledAtPeriodEnd'),
  'subscription.canceled': ownerText('operator.action.subscriptionCanceled'),
  'subscription.refunded': ownerText('operator.action.subscriptionRefunded'),
  'subscription.email_updated': ownerText('operator.action.subscriptionEmailUpdated'),
  'reports.listed': ownerText('operator.action.reportsListed'),
  'report.status_changed': ownerText('operator.action.reportStatusChanged'),
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const REPORT_STATUSES = {
  open: ownerText('operator.reportStatus.open'),
  resolved: ownerText('operator.reportStatus.resolved'),
  dismissed: ownerText('operator.reportStatus.dismissed'),
} as const;
export type ReportStatus = keyof typeof REPORT_STATUSES;

export const ADMIN_MESSAGES = {
  /** A console request after OPERATOR_IDLE_MINUTES without one (401): the console asks for the password. */
  needsSecondFactor: ownerText('operator.needsSecondFactor'),
  idle: ownerText('operator.idle', { minutes: String(OPERATOR_IDLE_MINUTES) }),
  wrongPassword: ownerText('operator.wrongPassword'),
  noPassword: ownerText('operator.noPassword'),
  reasonMissing: ownerText('operator.reasonMissing'),
  noSubscription: ownerText('operator.noSubscription'),
  noCustomer: ownerText('operator.noCustomer'),
  alreadySuspended: ownerText('operator.alreadySuspended'),
  notSuspended: ownerText('operator.notSuspended'),
  accountMissing: ownerText('operator.accountMissing'),
  viewOperator: ownerText('operator.viewOperator'),
  searchTooShort: ownerText('operator.searchTooShort'),
  searchTooLong: ownerText('operator.searchTooLong'),
} as const;

/** The sentence every write answers (403) while an operator views an account as its owner. */
export const VIEW_AS_READ_ONLY_MESSAGE = ownerText('operator.viewAsReadOnly');

/** The sentence a download answers (403) while an operator views an account as its owner. */
export const VIEW_AS_NO_DOWNLOAD_MESSAGE = ownerText('operator.viewAsNoDownload');

/** What the owner's app says about a suspended site, and what publishing answers (403). */
export function suspendedSiteMessage(supportEmail: string): string {
  return ownerText('operator.siteSuspended', { supportEmail });
}
