import { chmodSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from './audit-log';
import type { OperatorRoles, RoleChange } from './operator-roles';

/** What `npm run operator` asks the running server to do. */
export type ChannelCommand =
  | { command: 'grant'; email: string; actor: Actor; confirmed: boolean }
  | { command: 'revoke'; email: string; actor: Actor }
  | { command: 'list' };

export type ChannelAnswer = { ok: true; change?: RoleChange; operators?: string[] } | { ok: false; message: string };

/** Where the channel listens: in DATA_DIR, beside the database it stands for. */
export function operatorSocketPath(dataDir: string): string {
  return path.join(dataDir, 'operator.sock');
}

/** Unix socket paths are limited to about 100 bytes (108 on Linux, 104 on macOS, with the terminating NUL). */
const SOCKET_PATH_MAX = 100;

/**
 * The operator channel (issue 27, decision 0044). On PGlite the database belongs to the running server
 * (its directory lock), so `npm run operator` cannot open it; instead the server listens on a Unix socket
 * in DATA_DIR, readable and writable by the server's own user only (mode 0600): whoever can use it could
 * read the database files anyway. It takes three commands (grant, revoke, list), each recorded in the
 * audit log as the command line's. On PostgreSQL there is no channel: the command opens the database.
 */
export class OperatorChannel {
  private server: Server | undefined;
  private socketPath: string | undefined;

  constructor(
    private readonly roles: OperatorRoles,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
    private readonly isProduction: boolean,
  ) {}

  async listen(socketPath: string): Promise<boolean> {
    if (socketPath.length > SOCKET_PATH_MAX) {
      this.log.warn({ socketPath }, 'DATA_DIR is too long a path for the operator channel: stop the server to run `npm run operator`');
      return false;
    }
    // This process holds the database's directory lock: a socket left here is a crashed server's.
    rmSync(socketPath, { force: true });
    const server = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => {
        body += chunk;
        if (body.length > 10_000) req.destroy();
      });
      req.on('end', () => {
        void this.answer(req.method === 'POST' && req.url === '/roles' ? body : undefined).then((answer) => {
          res.writeHead(answer.ok ? 200 : 400, { 'content-type': 'application/json' });
          res.end(JSON.stringify(answer));
        });
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      // A umask of 077 while the socket is made, so it is never open to others, not even for a moment.
      const umask = process.umask(0o077);
      server.listen(socketPath, () => {
        process.umask(umask);
        resolve();
      });
    });
    chmodSync(socketPath, 0o600);
    this.server = server;
    this.socketPath = socketPath;
    return true;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    if (this.socketPath) rmSync(this.socketPath, { force: true });
  }

  private async answer(body: string | undefined): Promise<ChannelAnswer> {
    let command: ChannelCommand;
    try {
      command = JSON.parse(body ?? '') as ChannelCommand;
    } catch {
      return { ok: false, message: 'The operator channel takes a JSON command.' };
    }
    try {
      switch (command.command) {
        case 'list':
          return { ok: true, operators: await this.roles.list() };
        case 'grant':
          if (this.isProduction && command.confirmed !== true) return { ok: false, message: 'Granting operator rights in production needs a confirmation (--yes).' };
          return { ok: true, change: await this.roles.grant(String(command.email), actorOf(command.actor)) };
        case 'revoke':
          return { ok: true, change: await this.roles.revoke(String(command.email), actorOf(command.actor)) };
        default:
          return { ok: false, message: 'Unknown command: use grant, revoke or list.' };
      }
    } catch (error) {
      this.log.error({ err: error }, 'operator channel command failed');
      return { ok: false, message: 'The server could not do that just now; see its log.' };
    }
  }
}

/** The command line names itself; the channel makes sure it is named as the command line. */
function actorOf(actor: Actor | undefined): Actor {
  const name = typeof actor?.email === 'string' && actor.email.trim() !== '' ? actor.email.trim().slice(0, 200) : 'unknown user';
  return { id: null, email: name.endsWith('(command line)') ? name : `${name} (command line)` };
}

/** Sends one command to the running server's channel (the `npm run operator` side). */
export function sendToChannel(socketPath: string, command: ChannelCommand): Promise<ChannelAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ socketPath, method: 'POST', path: '/roles', headers: { 'content-type': 'application/json' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        try {
          resolve(JSON.parse(body) as ChannelAnswer);
        } catch {
          reject(new Error('The server answered the operator channel with something other than JSON.'));
        }
      });
    });
    req.on('error', reject);
    req.end(JSON.stringify(command));
  });
}
