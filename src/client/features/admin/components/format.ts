import { AUDIT_ACTIONS, REPORT_STATUSES } from '../../../../shared/admin';
import { REPORT_REASONS } from '../../../../shared/site-report';

/** The console's dates, numbers and labels, written one way. */

export const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—');
export const day = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' }) : '—');
export const money = (cents: number, currency: string) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: currency.toUpperCase() || 'USD' });

export const actionLabel = (action: string) => (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
export const reasonLabel = (reason: string) => (REPORT_REASONS as Record<string, string>)[reason] ?? reason;
export const statusLabel = (status: string) => (REPORT_STATUSES as Record<string, string>)[status] ?? status;
export const planLabel = (tier: string, status: string | null) => `${tier === 'professional' ? 'Professional' : 'Starter'}${status ? ` (${status})` : ''}`;
