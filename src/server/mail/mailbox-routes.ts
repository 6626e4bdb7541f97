import type { FastifyInstance } from 'fastify';
import type { DevOutbox, StoredMail } from './mailer';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** Escapes the text, then turns http(s) URLs into links so the confirmation links can be clicked. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function page(mails: StoredMail[]): string {
  const items = mails
    .map(
      (m) => `<article class="mail">
  <header><strong>To:</strong> <span class="to">${escapeHtml(m.to)}</span>${m.replyTo ? ` · <strong>Reply-To:</strong> ${escapeHtml(m.replyTo)}` : ''} · <time>${escapeHtml(new Date(m.sentAt).toLocaleString('en-US'))}</time></header>
  <h2 class="subject">${escapeHtml(m.subject)}</h2>
  <pre class="body">${linkify(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · Website Works</title>
<style>
body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1a1b1e;background:#f8f9fa}
h1{font-size:1.5rem}.note{color:#555}.mail{background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:1rem;margin:1rem 0}
.mail header{font-size:.9rem;color:#555}.subject{font-size:1.1rem;margin:.5rem 0}pre{white-space:pre-wrap;word-break:break-word;font-family:inherit;margin:0}
a{color:#1c7ed6}
</style></head>
<body><h1>Dev mailbox</h1>
<p class="note">Messages the app would have e-mailed, newest first. This page exists only on a development server (APP_URL on this machine, or DEV_TOOLS=true) while no SMTP_URL is set.</p>
${items || '<p>No messages yet.</p>'}
</body></html>`;
}

export async function mailboxRoutes(app: FastifyInstance, opts: { outbox: DevOutbox }) {
  app.get('/dev/mailbox', async (_req, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return page(await opts.outbox.list());
  });
  app.get('/dev/mailbox.json', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return opts.outbox.list();
  });
}
