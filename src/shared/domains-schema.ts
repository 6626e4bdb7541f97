import { ownerText } from './i18n/owner-text';
import { z } from 'zod';
import { safeString } from './text-safety';
import { accountSchema } from './account-schema';
import { DOMAIN_MAX, domainNameProblem } from './domains';
import { SLUG_MAX, SLUG_MIN, slugProblem } from './site-address';

/*
 * The custom address API's contract (request bodies wrapped as { input }, DESIGN §4). The checks are
 * the plain ones in domains.ts and site-address.ts, so the client can show them early; the client
 * imports only the types from here (erased: no zod in its bundles).
 */

export const slugBodySchema = z.object({
  input: z.object({
    slug: safeString({ error: ownerText('domains.enterTheAddressYou') })
      .max(SLUG_MAX * 2, ownerText('domains.slugLength', { minimum: String(SLUG_MIN), maximum: String(SLUG_MAX) }))
      .trim()
      .toLowerCase()
      .superRefine((slug, ctx) => {
        const problem = slugProblem(slug);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  }),
});

export const domainBodySchema = z.object({
  input: z.object({
    domainName: safeString({ error: ownerText('domains.enterYourDomainLike') })
      .max(DOMAIN_MAX + 20, ownerText('domains.domainTooLong', { maximum: String(DOMAIN_MAX) }))
      .trim()
      .toLowerCase()
      .overwrite((name) => name.replace(/\.$/, ''))
      .superRefine((name, ctx) => {
        const problem = domainNameProblem(name);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  }),
});

export const allowedQuerySchema = z.object({
  domain: safeString({ error: ownerText('domains.sayWhichDomainTo') }).min(1, ownerText('domains.sayWhichDomainTo')).max(DOMAIN_MAX + 1, ownerText('domains.thatDomainIsToo')),
});

/** GET /api/domains/: the custom domain's state, for the Domain card. */
export const domainInfoSchema = z.object({
  domainName: z.string().nullable(),
  /** spec §4: none, 'Pending setup' or 'Ready to use'. */
  status: z.enum(['none', 'pending', 'ready']),
  /** Where the owner points a CNAME record for their domain. */
  cnameTarget: z.string(),
  /** Whether the site host serves the domain now (Professional, and the domain proven and pointing at us). */
  served: z.boolean(),
  /** The TXT record proving the domain is the owner's: its name (`_websiteworks.<domain>`, null without a domain) and value (the account's token). */
  txtName: z.string().nullable(),
  txtValue: z.string(),
});

/** POST /api/domains/verify/. */
export const verifyResultSchema = z.object({
  account: accountSchema,
  ready: z.boolean(),
  message: z.string(),
});

/** GET /api/domains/allowed (Caddy's on-demand TLS): 200 with this, else 404. */
export const allowedResultSchema = z.object({ allowed: z.literal(true) });

export type SlugBody = z.infer<typeof slugBodySchema>;
export type DomainBody = z.infer<typeof domainBodySchema>;
export type DomainInfo = z.infer<typeof domainInfoSchema>;
export type DomainStatus = DomainInfo['status'];
export type VerifyResult = z.infer<typeof verifyResultSchema>;
