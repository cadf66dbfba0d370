import { migrateToLatest, migrationStatus } from '../../db/migrate.ts';
import { withStartupLock } from '../../db/startup-lock.ts';
import { seed } from '../../seed/seed.ts';
import { EXIT_FAILED, EXIT_OK } from '../cli-context.ts';
import type { CommandDefinition } from '../command.ts';

export const migrateCommand: CommandDefinition = {
  name: 'migrate',
  summary: 'Brings the database to the newest schema (what the server does on start), or shows the state.',
  usage: 'verdant migrate [--status]',
  help: 'Runs under the same lock as a starting server, so it is safe while instances start. It also adds the default roles and settings and, on an empty database, the first administrator (ADMIN_EMAIL / ADMIN_PASSWORD, else a generated password, printed). --status lists every migration with when it ran and changes nothing; it exits 1 when some are pending.',
  options: { status: { type: 'boolean' } },
  async run(context, _args, options) {
    const handle = await context.database();
    if (options.status === true) {
      const states = await migrationStatus(handle);
      for (const state of states)
        context.io.out(`${state.executedAt ? state.executedAt.toISOString() : 'pending                 '}  ${state.name}`);
      const pending = states.filter((state) => state.executedAt === null).length;
      context.io.note(pending === 0 ? `Up to date (${states.length} migrations).` : `${pending} pending.`);
      return pending > 0 ? EXIT_FAILED : EXIT_OK;
    }
    const { config } = context;
    const { ran, seeded } = await withStartupLock(handle, async () => ({
      ran: await migrateToLatest(handle),
      seeded: await seed(handle.db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword }),
    }));
    for (const name of ran) context.io.out(`migrated ${name}`);
    context.io.note(ran.length === 0 ? 'The database was up to date.' : `${ran.length} migration(s) ran.`);
    if (seeded.firstAdmin) {
      context.io.out(`First administrator: ${seeded.firstAdmin.email}`);
      if (seeded.firstAdmin.generated) context.io.out(`Password: ${seeded.firstAdmin.password}   (generated; shown only this once)`);
    }
  },
};
