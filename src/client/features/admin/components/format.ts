import { AUDIT_ACTIONS, REPORT_STATUSES } from '../../../../shared/admin';
import { REPORT_REASONS } from '../../../../shared/site-report';
import { appText } from '../../../i18n/app-text';
import { formatDate, formatDateTime, formatMoney } from '../../../../shared/i18n/format';

/** The console's dates, numbers and labels, written one way. */

export const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : '—');
export const day = (iso: string | null | undefined) => (iso ? formatDate(iso) : '—');
export const money = (cents: number, currency: string) => formatMoney(cents / 100, currency);

export const actionLabel = (action: string) => (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
export const reasonLabel = (reason: string) => (REPORT_REASONS as Record<string, string>)[reason] ?? reason;
export const statusLabel = (status: string) => (REPORT_STATUSES as Record<string, string>)[status] ?? status;
export const planLabel = (tier: string, status: string | null) => {
  const plan = appText(tier === 'professional' ? 'admin.professional' : 'admin.starter');
  return status ? appText('admin.planLabel', { plan, status }) : plan;
};
