import { z } from 'zod';

/* GET /api/website?version=1: the query of the website API (the document itself is website-schema.ts). */

export const websiteQuerySchema = z.object({
  version: z.literal('1', {
    error: (issue) => (issue.input === undefined ? 'Ask for version 1 of the website.' : 'Only version 1 of the website is supported.'),
  }),
});

export type WebsiteQuery = z.infer<typeof websiteQuerySchema>;
