/**
 * The operator console's words that the server and the client share (src/shared/admin.ts, issue 27): how
 * the audit log names each action, the reports' statuses, the console's refusals, and the sentences an
 * owner's account answers while it is viewed as its owner or its site is suspended.
 */
export const OPERATOR_TEXT = {
  'operator.action.operatorGranted': 'Made an operator',
  'operator.action.operatorRevoked': 'Removed as operator',
  'operator.action.search': 'Searched accounts',
  'operator.action.accountViewed': 'Opened an account',
  'operator.action.accountViewedAsOwner': 'Viewed as owner',
  'operator.action.accountViewAsOwnerEnded': 'Stopped viewing as owner',
  'operator.action.siteSuspended': 'Suspended the site',
  'operator.action.siteRestored': 'Restored the site',
  'operator.action.subscriptionCanceledAtPeriodEnd': 'Cancelled at period end',
  'operator.action.subscriptionCanceled': 'Cancelled the subscription',
  'operator.action.subscriptionRefunded': 'Refunded the unused part',
  'operator.action.subscriptionEmailUpdated': "Updated the subscription's e-mail",
  'operator.action.reportsListed': 'Looked at reports',
  'operator.action.reportStatusChanged': 'Changed a report',
  'operator.reportStatus.open': 'Open',
  'operator.reportStatus.resolved': 'Resolved',
  'operator.reportStatus.dismissed': 'Dismissed',
  'operator.needsSecondFactor':
    'The operator console needs a second factor. Add an authenticator app or a passkey on your Account page, then come back.',
  'operator.idle': 'The console was idle for {minutes} minutes. Enter your password again to continue.',
  'operator.wrongPassword': 'That password is not right. Try again.',
  'operator.noPassword':
    'Your account has no password to confirm. Set one with "Forgot your password?" on the login page, then sign in with it.',
  'operator.reasonMissing': 'Write the reason: it is kept in the audit log (and, for a suspension, told to the owner).',
  'operator.noSubscription': 'This account has no running subscription to cancel.',
  'operator.noCustomer': 'This account has no billing customer yet (it never started a checkout), so there is no e-mail to update.',
  'operator.alreadySuspended': 'This site is already suspended.',
  'operator.notSuspended': 'This site is not suspended.',
  'operator.accountMissing': 'There is no such account (it may have been deleted).',
  'operator.viewOperator': "An operator's account cannot be viewed as its owner.",
  'operator.searchTooShort': 'Type at least 2 characters: an e-mail, a company name, a site address or a custom domain.',
  'operator.searchTooLong': 'Search for at most 300 characters.',
  'operator.viewAsReadOnly':
    'You are viewing this account as its owner, read-only: nothing can be changed from here. Go back to the console to act on the account.',
  'operator.viewAsNoDownload': 'Downloads are for the owner: they are not available while viewing an account as its owner.',
  'operator.siteSuspended':
    'Your website has been suspended by Website Works, so it is not shown to visitors and cannot be published until it is restored. We e-mailed you the reason. To appeal, write to {supportEmail}.',
  'operator.keepTheReasonUnder': 'Keep the reason under 1000 characters.',
  'operator.thereIsNoSuch': 'There is no such report.',
  'operator.thePositionInThe': 'The position in the log must be a number.',
  'operator.theNumberOfEntries': 'The number of entries must be a number.',
  'operator.showOpenReportsOr': 'Show open reports or all of them.',
  'operator.markTheReportOpen': 'Mark the report open, resolved or dismissed.',
  'operator.keepTheNoteUnder': 'Keep the note under 1000 characters.',
  'operator.cancelAtTheEnd': 'Cancel at the end of the paid period, or now.',
  'operator.sayWhetherToRefund': 'Say whether to refund the unused part (true or false).',
  'operator.enterTheEMail': 'Enter the e-mail address the payment provider should use.',
  'operator.theEMailAddress': 'The e-mail address can be at most 254 characters.',
  'operator.enterAValidE': 'Enter a valid e-mail address.',
  'operator.enterYourPassword': 'Enter your password.',
} as const;
