// What app-text-literals.test.ts must find in the owner's e-mails and pushes. Not imported by the app.
import { ownerText } from '../../shared/i18n/owner-text';

declare const push: { notifyOwner: (id: string, m: { title: string; body: string; url: string }) => void }, row: { name: string; reply_to: string };
export const toOwner = (name: string) => ({ to: 'o@example.com', subject: `New message from ${name}`, text: ['Hi.', '', ownerText('ownerMail.signature')].join('\n') });
export const toVisitor = () => ({ to: row.reply_to, subject: 'Booked: haircut', text: 'See you then.' });
export const alert = { title: ownerText('ownerPush.lead.title', { name: 'A' }), body: 'Approve it.', url: '/leads' };
push.notifyOwner('a', { title: `Booking request from ${row.name}`, body: row.name, url: '/bookings' });
export const other = { title: 'Not a push', url: '/x' };
