import type { Lead } from '../../../shared/leads-schema';
import { ownerText } from '../../../shared/i18n/owner-text';
import type { PushMessage } from '../../../shared/push-schema';

/*
 * The pushes to the owner's devices for what arrives on their website (issue 26), in the shared catalogue's
 * words (`ownerPush.*`, decision 0068). A booking's push is with the booking's e-mails (owner-booking-mails.ts).
 */

/** The push for a new lead: who wrote and the start of what they wrote, opening the lead on /leads. */
export function leadPush(lead: Lead): PushMessage {
  const text = lead.message.replace(/\s+/g, ' ').trim();
  return {
    title: ownerText('ownerPush.lead.title', { name: lead.name }),
    body: text.length > 140 ? `${text.slice(0, 139)}…` : text,
    url: `/leads#lead-${lead.leadId}`,
  };
}

/** The push for a new review waiting for approval: who, the stars, and what to do, opening the reviews on /leads. */
export function reviewPush(review: { name: string; stars: number }): PushMessage {
  return {
    title: ownerText('ownerPush.review.title', { name: review.name }),
    body: ownerText('ownerPush.review.body', { stars: '★'.repeat(review.stars) }),
    url: '/leads#reviews',
  };
}
