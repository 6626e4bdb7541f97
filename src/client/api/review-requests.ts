import type { ReviewRequest } from '../../shared/review-requests';
import { api, apiFile } from '../lib/api-client';

/** "Ask for a review" (issue 26): a new short link, for one of the owner's leads, one of their confirmed bookings, or nobody in particular. */
export const askForReview = (about: { leadId?: string; bookingId?: string } = {}) => api<ReviewRequest>('POST', 'reviews/requests', { input: about });

/** The link's QR code (PNG) or printable poster (PDF), saved by the browser as a file. */
export async function downloadReviewFile(token: string, kind: 'qr.png' | 'poster.pdf'): Promise<void> {
  const blob = await apiFile(`reviews/requests/${encodeURIComponent(token)}/${kind}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = kind === 'qr.png' ? 'review-qr-code.png' : 'review-poster.pdf';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
