import { CONTACT_FIELDS, CONTACT_MESSAGES, contactKind, ELAPSED_FIELD, HONEYPOT_FIELD, MIN_FILL_MS, oneLineText } from '../../../shared/contact-form';
import { jobChoices, PHOTOS_FIELD, photoName, QUOTE_FIELDS, QUOTE_MESSAGES } from '../../../shared/quote-form';
import type { Item } from '../../../shared/website-fields';
import type { DbLimiter, Limit } from '../../limits/db-limiter';
import { sniffImageType } from '../../storage/image-types';
import { ImageProblem, processImage, type ProcessorLimits, type VariantShape } from '../images/image-processor';
import type { LeadIntake } from './lead-intake';
import type { LeadRepository, NewLeadPhoto } from './lead-repository';

/*
 * Takes a quote request (issue 25, decision 0059): the fields and photos the site host read from one
 * multipart post. Everything is checked before anything is kept: the honeypot, every field (the job
 * must be one of the site's choices; no text may carry NUL or other control characters), the fill
 * time, the contact form's limits, then the site's photos of the day; then each photo goes through the
 * image pipeline in memory (header checked before a pixel is decoded, upright, sRGB, metadata dropped,
 * two WebP sizes). Only when every photo is made is the lead stored, with its photos, in one
 * transaction. A refusal at any step stores nothing: no lead, no photo, no file.
 */

/** The two sizes kept of each photo: a thumbnail for the list, a larger one to look at (never the original). */
export const QUOTE_PHOTO_SHAPE: VariantShape = { widths: [320, 1280], formats: ['webp'] };

export type QuoteFieldName = 'job' | 'place' | 'description' | 'name' | 'contact' | typeof PHOTOS_FIELD;

export interface QuotePost {
  accountId: string;
  ip: string;
  /** Text fields as sent (the first value of a repeated one). */
  fields: Record<string, string>;
  /** The photos' bytes, in the order sent (already at most QUOTE_PHOTOS_MAX, each within its byte limit). */
  photos: { filename: string; bytes: Buffer }[];
  /** The site's services as published: the job choices. */
  services: readonly Pick<Item, 'title' | 'confirm'>[];
}

export type QuoteOutcome =
  | { ok: true; leadId: string }
  | { ok: false; status: 400 | 429; message: string; field?: QuoteFieldName; retryAfterSeconds?: number };

// eslint-disable-next-line no-control-regex
const CONTROL_ONE_LINE = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The first problem with the text of a quote request, worded for the visitor. */
export function quoteProblem(fields: Record<string, string>, services: QuotePost['services']): { field: QuoteFieldName; message: string } | undefined {
  const value = (name: string) => fields[name] ?? '';
  const specs: [QuoteFieldName, string, number][] = [
    ['job', QUOTE_FIELDS.job.label, QUOTE_FIELDS.job.max],
    ['place', QUOTE_FIELDS.place.label, QUOTE_FIELDS.place.max],
    ['description', QUOTE_FIELDS.description.label, QUOTE_FIELDS.description.max],
    ['name', CONTACT_FIELDS.name.label, CONTACT_FIELDS.name.max],
    ['contact', CONTACT_FIELDS.contact.label, CONTACT_FIELDS.contact.max],
  ];
  for (const [field, label, max] of specs) {
    const text = value(field);
    if (text.length > max) return { field, message: CONTACT_MESSAGES.tooLong(label, max, text.length) };
    if ((field === 'description' ? CONTROL_TEXT : CONTROL_ONE_LINE).test(text)) return { field, message: QUOTE_MESSAGES.notText(label) };
  }
  if (value('job').trim() === '') return { field: 'job', message: QUOTE_MESSAGES.jobMissing };
  if (!jobChoices(services).includes(value('job').trim())) return { field: 'job', message: QUOTE_MESSAGES.jobUnknown };
  if (value('place').trim() === '') return { field: 'place', message: QUOTE_MESSAGES.placeMissing };
  if (value('description').trim() === '') return { field: 'description', message: QUOTE_MESSAGES.descriptionMissing };
  if (value('name').trim() === '') return { field: 'name', message: CONTACT_MESSAGES.nameMissing };
  if (value('contact').trim() === '') return { field: 'contact', message: CONTACT_MESSAGES.contactMissing };
  if (!contactKind(value('contact'))) return { field: 'contact', message: CONTACT_MESSAGES.contactInvalid };
  return undefined;
}

export class QuoteIntake {
  constructor(
    private readonly deps: {
      leads: LeadRepository;
      /** The contact form's intake: its limits (per visitor, per site) count quote requests too, and it asks for the owner's e-mail. */
      contact: LeadIntake;
      limiter: DbLimiter;
      /** Photos one site takes in a day (QUOTE_PHOTOS_DAILY). */
      photosPerDay: Limit;
      /** The image pipeline's limits (IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE, IMAGE_TIMEOUT_SECONDS) and memory budget. */
      imageLimits: ProcessorLimits;
      clock?: () => Date;
    },
  ) {}

  async receive(post: QuotePost): Promise<QuoteOutcome> {
    const { fields } = post;
    if ((fields[HONEYPOT_FIELD] ?? '') !== '') return { ok: false, status: 400, message: CONTACT_MESSAGES.honeypot };
    const problem = quoteProblem(fields, post.services);
    if (problem) return { ok: false, status: 400, ...problem };
    const elapsed = Number(fields[ELAPSED_FIELD] ?? NaN);
    if ((fields[ELAPSED_FIELD] ?? '') !== '' && Number.isFinite(elapsed) && elapsed >= 0 && elapsed < MIN_FILL_MS) {
      return { ok: false, status: 400, message: CONTACT_MESSAGES.tooFast };
    }
    // Each photo is one of the image types we read, by its first bytes (whatever its name or label says).
    for (const [i, photo] of post.photos.entries()) {
      if (!sniffImageType(photo.bytes)) return { ok: false, status: 400, field: PHOTOS_FIELD, message: QUOTE_MESSAGES.notAPhoto(photoName(photo.filename, i + 1)) };
    }

    const now = this.deps.clock?.() ?? new Date();
    const limited = await this.deps.contact.takeLimits(post.accountId, post.ip, now);
    if (limited) return { ok: false, status: limited.status, message: limited.message, retryAfterSeconds: limited.retryAfterSeconds };
    for (let i = 0; i < post.photos.length; i++) {
      const taken = await this.deps.limiter.take('quote-photos', post.accountId, this.deps.photosPerDay, now);
      if (!taken.allowed) return { ok: false, status: 429, field: PHOTOS_FIELD, message: QUOTE_MESSAGES.photosToday, retryAfterSeconds: taken.retryAfterSeconds };
    }

    // One photo at a time (each reserves its decoder's memory in the shared budget), all before storing.
    const photos: NewLeadPhoto[] = [];
    for (const [i, photo] of post.photos.entries()) {
      try {
        const { image, files } = await processImage(photo.bytes, this.deps.imageLimits, QUOTE_PHOTO_SHAPE);
        const sorted = files.filter((f) => f.format === 'webp').sort((a, b) => a.width - b.width);
        const small = sorted[0];
        const large = sorted[sorted.length - 1];
        if (!small || !large) throw new ImageProblem('This image could not be prepared. Please choose another photo.');
        photos.push({ width: image.width, height: image.height, color: image.color, small: small.body, large: large.body });
      } catch (error) {
        if (!(error instanceof ImageProblem)) throw error;
        return { ok: false, status: 400, field: PHOTOS_FIELD, message: QUOTE_MESSAGES.photoProblem(photoName(photo.filename, i + 1), error.message) };
      }
    }

    const contact = oneLineText(fields.contact ?? '');
    const lead = await this.deps.leads.insert(
      post.accountId,
      {
        name: oneLineText(fields.name ?? ''),
        contact,
        replyTo: contactKind(contact) === 'email' ? contact : null,
        message: (fields.description ?? '').replace(/\r\n?/g, '\n').trim(),
        quote: { job: (fields.job ?? '').trim(), place: oneLineText(fields.place ?? ''), photos },
      },
      now,
    );
    this.deps.contact.notify();
    return { ok: true, leadId: lead.leadId };
  }
}
