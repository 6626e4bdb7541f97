import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from './mailer';

/**
 * A local SMTP server speaking just enough of RFC 5321 to take one message: nodemailer (loaded when the
 * first message is sent, decision 0024) talks to it as to any mail server.
 */
function smtpServer(received: string[]): Server {
  return createServer((socket) => {
    let data = false;
    let message = '';
    let buffered = '';
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (data) {
          if (line === '.') {
            data = false;
            received.push(message);
            message = '';
            socket.write('250 OK queued\r\n');
          } else message += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 localhost\r\n');
        else if (/^DATA/i.test(line)) {
          data = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
}

describe('smtpMailer', () => {
  const received: string[] = [];
  const server = smtpServer(received);
  let port = 0;
  beforeAll(async () => {
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends through the SMTP server of SMTP_URL (nodemailer loaded with the first message)', async () => {
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'Website Works <no-reply@example.com>');
    await mailer.send({ to: 'owner@example.com', subject: 'Confirm your e-mail', text: 'Follow this link.', replyTo: 'visitor@example.com' });
    await mailer.send({ to: 'second@example.com', subject: 'Again', text: 'A second message on the same transport.' });
    expect(received).toHaveLength(2);
    expect(received[0]).toMatch(/^To: owner@example\.com$/m);
    expect(received[0]).toMatch(/^Subject: Confirm your e-mail$/m);
    expect(received[0]).toMatch(/^Reply-To: visitor@example\.com$/m);
    expect(received[0]).toContain('Follow this link.');
    expect(received[1]).toMatch(/^To: second@example\.com$/m);
  });

  it('fails the send, not the start, when the mail server cannot be reached', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const unused = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const mailer = smtpMailer(`smtp://127.0.0.1:${unused}?ignoreTLS=true`, 'Website Works <no-reply@example.com>');
    await expect(mailer.send({ to: 'owner@example.com', subject: 'x', text: 'y' })).rejects.toThrow(/ECONNREFUSED/);
  });
});
