/**
 * Operators of the console at /admin (issue 27, decision 0044), from the same environment variables as the server:
 *   npm run operator -- grant <email> [--yes]   makes the account at <email> an operator (it must exist and be
 *                                              confirmed; with NODE_ENV=production it asks "yes" first, or takes --yes)
 *   npm run operator -- revoke <email>          takes the role away (and ends the operator's "View as owner" sessions)
 *   npm run operator -- list                    lists the operators
 * On PostgreSQL (DATABASE_URL) it opens the database, beside running servers. On the embedded database
 * (PGlite) it opens it when no server runs, and otherwise asks the running server through its operator
 * channel (DATA_DIR/operator.sock). Every change is in the audit log, by "<user>@<host> (command line)".
 */
import { existsSync } from 'node:fs';
import { hostname, userInfo } from 'node:os';
import { createInterface } from 'node:readline/promises';
import type { Kysely } from 'kysely';
import { openConfiguredDatabase } from '../src/server/app';
import { migrateAuth } from '../src/server/auth/auth';
import { type Config, ConfigError, loadConfig } from '../src/server/config';
import { DatabaseLockedError } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrations';
import { withStartupLock } from '../src/server/db/startup-lock';
import type { Actor } from '../src/server/modules/admin/audit-log';
import { type ChannelCommand, operatorSocketPath, sendToChannel } from '../src/server/modules/admin/operator-channel';
import { OperatorRoles, type RoleChange } from '../src/server/modules/admin/operator-roles';

const USAGE = 'Usage: npm run operator -- grant <email> [--yes] | revoke <email> | list';

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  const email = rest.find((a) => !a.startsWith('--'));
  const yes = rest.includes('--yes');
  if (!((command === 'grant' || command === 'revoke') && email) && command !== 'list') {
    console.error(USAGE);
    return 2;
  }
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  if (command === 'grant' && config.isProduction && !yes && !(await confirmed(`Make ${email} an operator of ${config.appUrl}? They will see every account. Type yes to continue: `))) {
    console.error('Nothing changed. In production, granting operator rights needs a "yes" (or --yes).');
    return 1;
  }
  const actor: Actor = { id: null, email: `${userInfo().username}@${hostname()} (command line)` };
  const order: ChannelCommand =
    command === 'list' ? { command: 'list' } : command === 'grant' ? { command: 'grant', email: email as string, actor, confirmed: true } : { command: 'revoke', email: email as string, actor };

  const answer = await run(config, order);
  if ('message' in answer) {
    console.error(answer.message);
    return 1;
  }
  if (answer.operators) {
    console.log(answer.operators.length === 0 ? 'There are no operators.' : answer.operators.join('\n'));
    return 0;
  }
  return report(answer.change as RoleChange, config);
}

/** Runs the command on the database, or through the running server's channel when it holds the embedded database. */
async function run(config: Config, order: ChannelCommand): Promise<{ change?: RoleChange; operators?: string[] } | { message: string }> {
  try {
    return await direct(config, order);
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    const socket = operatorSocketPath(config.dataDir);
    if (!existsSync(socket)) {
      return {
        message:
          `${error.message}\nThat server has no operator channel (${socket}): stop it and run this command again, ` +
          'or restart it with this version of Website Works, which opens the channel on start.',
      };
    }
    const answer = await sendToChannel(socket, order);
    return answer.ok ? answer : { message: answer.message };
  }
}

async function direct(config: Config, order: ChannelCommand): Promise<{ change?: RoleChange; operators?: string[] }> {
  const database = await openConfiguredDatabase(config);
  try {
    // The role column is better-auth's (its admin plugin): the same migrations as a server's start.
    await withStartupLock(database, async () => {
      await migrateToLatest(database.db as unknown as Kysely<unknown>);
      await migrateAuth({ config, db: database.db, mailer: { send: async () => Promise.reject(new Error('no mail from the operator command')) } });
    });
    const roles = new OperatorRoles(database.db);
    if (order.command === 'list') return { operators: await roles.list() };
    return { change: order.command === 'grant' ? await roles.grant(order.email, order.actor) : await roles.revoke(order.email, order.actor) };
  } finally {
    await database.close();
  }
}

function report(change: RoleChange, config: Config): number {
  switch (change.kind) {
    case 'granted':
      console.log(`${change.email} is now an operator: after signing in, they open the console at ${config.appUrl}/admin.`);
      return 0;
    case 'revoked':
      console.log(`${change.email} is no longer an operator.`);
      return 0;
    case 'unchanged':
      console.log(process.argv[2] === 'grant' ? `${change.email} is already an operator.` : `${change.email} was not an operator.`);
      return 0;
    case 'no-account':
      console.error(`No Website Works account uses ${change.email}. The person must sign up (and confirm their address) first; then run this again.`);
      return 1;
    case 'unconfirmed':
      console.error(`${change.email} has not confirmed its e-mail address yet. Ask the person to follow the confirmation link first; then run this again.`);
      return 1;
  }
}

async function confirmed(question: string): Promise<boolean> {
  if (!process.stdin.isTTY) return false;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(question)).trim().toLowerCase() === 'yes';
  } finally {
    rl.close();
  }
}

process.exitCode = await main();
