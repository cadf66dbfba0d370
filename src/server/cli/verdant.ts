import { parseArgs } from 'node:util';
import { CommandError, createContext, EXIT_FAILED, EXIT_OK, EXIT_USAGE, type CliEnvironment } from './cli-context.ts';
import type { CommandDefinition } from './command.ts';
import { createAdminCommand, deactivateUserCommand, listUsersCommand, resetPasswordCommand } from './commands/accounts.ts';
import { backupCommand } from './commands/backup.ts';
import { checkCommand } from './commands/check.ts';
import { exportCommand } from './commands/export.ts';
import { importCommand } from './commands/import.ts';
import { migrateCommand } from './commands/migrate.ts';
import { reindexCommand } from './commands/reindex.ts';

/** Every `verdant` command, in the order `verdant --help` lists them. */
export const COMMANDS: CommandDefinition[] = [
  createAdminCommand,
  resetPasswordCommand,
  listUsersCommand,
  deactivateUserCommand,
  migrateCommand,
  reindexCommand,
  checkCommand,
  exportCommand,
  importCommand,
  backupCommand,
];

function overview(): string {
  const width = Math.max(...COMMANDS.map((command) => command.name.length));
  return [
    'Usage: verdant <command> [options]   (also: npm run cms -- <command>)',
    '',
    'Works on the database and storage the server uses, configured by the same environment (DATABASE_URL, DATA_DIR, MEDIA_STORAGE, …).',
    '',
    'Commands:',
    ...COMMANDS.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    '',
    'verdant <command> --help shows a command’s options. Exit codes: 0 done, 1 failed, 2 wrong usage.',
  ].join('\n');
}

function commandHelp(command: CommandDefinition): string {
  return [`Usage: ${command.usage}`, '', command.summary, '', command.help].join('\n');
}

/** Runs one command line; returns the exit code. Used by bin/verdant.mjs and by the tests in-process. */
export async function runCli(argv: string[], environment: CliEnvironment): Promise<number> {
  const { io } = environment;
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.out(overview());
    return name ? EXIT_OK : EXIT_USAGE;
  }
  const command = COMMANDS.find((candidate) => candidate.name === name);
  if (!command) {
    io.note(`Unknown command: ${name}\n\n${overview()}`);
    return EXIT_USAGE;
  }
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: rest,
      options: { ...command.options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    io.note(`${error instanceof Error ? error.message : String(error)}\n\n${commandHelp(command)}`);
    return EXIT_USAGE;
  }
  if (parsed.values.help === true) {
    io.out(commandHelp(command));
    return EXIT_OK;
  }
  let opened: ReturnType<typeof createContext> | undefined;
  try {
    opened = createContext(environment);
    const code = await command.run(opened.context, parsed.positionals, parsed.values as Record<string, string | boolean | undefined>);
    return code ?? EXIT_OK;
  } catch (error) {
    if (error instanceof CommandError) {
      io.note(`verdant ${name}: ${error.message}`);
      return error.exitCode;
    }
    io.note(`verdant ${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return EXIT_FAILED;
  } finally {
    await opened?.close();
  }
}
