import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { migrationStatus } from '../db/migrate.ts';

/** Exit codes: 0 done, 1 the command failed, 2 it was called wrongly. */
export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

/** A failure the operator can act on: printed without a stack trace. */
export class CommandError extends Error {
  constructor(
    message: string,
    readonly exitCode = EXIT_FAILED,
  ) {
    super(message);
  }
}

export interface CliOutput {
  /** Results (tables, links): stdout, so they can be piped. */
  out(line: string): void;
  /** Progress and notes: stderr. */
  note(line: string): void;
}

export interface CliEnvironment {
  env: NodeJS.ProcessEnv;
  io: CliOutput;
  /** PostgreSQL schema to work in (tests give each run its own); the server's default otherwise. */
  databaseSchema?: string;
}

export interface CommandContext {
  config: Config;
  io: CliOutput;
  env: NodeJS.ProcessEnv;
  /** Opens the database the server would use; closed by the runner. */
  database(): Promise<DatabaseHandle>;
  /** The database, refusing one with pending migrations (the server would migrate it on start). */
  migratedDatabase(): Promise<DatabaseHandle>;
}

export function createContext(environment: CliEnvironment): { context: CommandContext; close(): Promise<void> } {
  let config: Config;
  try {
    config = loadConfig(environment.env);
  } catch (error) {
    throw new CommandError(`Configuration: ${error instanceof Error ? error.message : String(error)}`);
  }
  let opened: Promise<DatabaseHandle> | undefined;
  const database = () => {
    opened ??= openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      ...(environment.databaseSchema ? { schema: environment.databaseSchema } : {}),
    });
    return opened;
  };
  const context: CommandContext = {
    config,
    io: environment.io,
    env: environment.env,
    database,
    async migratedDatabase() {
      const handle = await database();
      const pending = (await migrationStatus(handle)).filter((migration) => migration.executedAt === null);
      if (pending.length > 0) {
        throw new CommandError(`The database has ${pending.length} pending migration(s): run \`verdant migrate\` first.`);
      }
      return handle;
    },
  };
  return {
    context,
    async close() {
      if (opened) await (await opened).destroy();
    },
  };
}
