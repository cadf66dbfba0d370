import { randomBytes } from 'node:crypto';
import { PASSWORD_MIN_LENGTH } from '../../../shared/limits.ts';
import { password as passwordSchema } from '../../../shared/schemas/auth.ts';
import {
  createAdministrator,
  deactivateAccount,
  issueResetToken,
  listAllUsers,
  OperatorError,
} from '../../domains/users/operator-accounts.service.ts';
import { CommandError, EXIT_USAGE, type CommandContext } from '../cli-context.ts';
import type { CommandDefinition } from '../command.ts';

async function operatorCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof OperatorError) throw new CommandError(error.message);
    throw error;
  }
}

function requireEmail(args: string[], usage: string): string {
  const [email] = args;
  if (!email) throw new CommandError(`Missing the e-mail address. Usage: ${usage}`, EXIT_USAGE);
  return email;
}

export const createAdminCommand: CommandDefinition = {
  name: 'create-admin',
  summary: 'Creates an active administrator account.',
  usage: 'verdant create-admin <email> [--name <name>] [--password <password>]',
  help: 'Without --password a strong password is generated and printed once. The password must meet the same rules as in the admin console.',
  options: { name: { type: 'string' }, password: { type: 'string' } },
  async run(context: CommandContext, args, options) {
    const email = requireEmail(args, this.usage);
    const given = typeof options.password === 'string' ? options.password : undefined;
    const password = given ?? `${randomBytes(12).toString('base64url')}A!9`;
    if (given !== undefined && !passwordSchema.safeParse(given).success) {
      throw new CommandError(
        `The password does not meet the rules: at least ${PASSWORD_MIN_LENGTH} characters, with an upper-case letter and a special character.`,
        EXIT_USAGE,
      );
    }
    const { db } = await context.migratedDatabase();
    const name = typeof options.name === 'string' && options.name.trim() ? options.name.trim() : 'Administrator';
    const user = await operatorCall(() => createAdministrator(db, { email, name, password }));
    context.io.out(`Created administrator ${user.email} (id ${user.id})`);
    if (given === undefined) context.io.out(`Password: ${password}   (shown only this once)`);
  },
};

export const resetPasswordCommand: CommandDefinition = {
  name: 'reset-password',
  summary: 'Prints a single-use link that sets a new password for an account.',
  usage: 'verdant reset-password <email>',
  help: 'The link works once and expires like a reset link sent by e-mail; earlier unused links of the account stop working.',
  async run(context, args) {
    const email = requireEmail(args, this.usage);
    const { db } = await context.migratedDatabase();
    const token = await operatorCall(() => issueResetToken(db, email));
    context.io.out(`${context.config.publicUrl}/cmsadmin/reset-password?token=${encodeURIComponent(token)}`);
  },
};

export const listUsersCommand: CommandDefinition = {
  name: 'list-users',
  summary: 'Lists every account with its role and state.',
  usage: 'verdant list-users [--json]',
  help: 'Tab-separated columns: id, e-mail, name, role, active, last login. --json prints an array instead.',
  options: { json: { type: 'boolean' } },
  async run(context, _args, options) {
    const { db } = await context.migratedDatabase();
    const users = await listAllUsers(db);
    if (options.json === true) {
      context.io.out(JSON.stringify(users, null, 2));
      return;
    }
    context.io.out(['id', 'email', 'name', 'role', 'active', 'last login'].join('\t'));
    for (const user of users) {
      context.io.out([user.id, user.email, user.name, user.role, user.active ? 'yes' : 'no', user.lastLoginAt ?? 'never'].join('\t'));
    }
  },
};

export const deactivateUserCommand: CommandDefinition = {
  name: 'deactivate-user',
  summary: 'Switches an account off and ends its sessions and API tokens at once.',
  usage: 'verdant deactivate-user <email>',
  help: 'An administrator can switch the account on again in the admin console (Users).',
  async run(context, args) {
    const email = requireEmail(args, this.usage);
    const { db } = await context.migratedDatabase();
    const user = await operatorCall(() => deactivateAccount(db, email));
    context.io.out(`Deactivated ${user.email} (id ${user.id})`);
  },
};
