import { z } from 'zod';
import { DOMAIN_MAX, domainNameProblem } from '../../../shared/domains';
import { SLUG_MAX, SLUG_MIN, slugProblem } from '../../../shared/site-address';

/*
 * The custom address API's contract (request bodies wrapped as { input }, DESIGN §4). The checks are
 * the plain ones in src/shared/domains.ts and src/shared/site-address.ts, so the client can show them early.
 */

export const slugBodySchema = z.object({
  input: z.object({
    slug: z
      .string({ error: 'Enter the address you want, like your-company.' })
      .max(SLUG_MAX * 2, `Use ${SLUG_MIN} to ${SLUG_MAX} characters.`)
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
    domainName: z
      .string({ error: 'Enter your domain, like www.example.com.' })
      .max(DOMAIN_MAX + 20, `A domain has at most ${DOMAIN_MAX} characters.`)
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
  domain: z.string({ error: 'domain is required.' }).min(1, 'domain is required.').max(DOMAIN_MAX + 1, 'domain is too long.'),
});

export const domainInfoSchema = z.object({
  domainName: z.string().nullable(),
  status: z.enum(['none', 'pending', 'ready']),
  cnameTarget: z.string(),
  served: z.boolean(),
});
