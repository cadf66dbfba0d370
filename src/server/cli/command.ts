import type { CommandContext } from './cli-context.ts';

export interface OptionSpec {
  type: 'string' | 'boolean';
}

/** One `verdant` command: its help and what it does. */
export interface CommandDefinition {
  name: string;
  summary: string;
  usage: string;
  help: string;
  options?: Record<string, OptionSpec>;
  /** Resolves to the exit code (0 when nothing is returned). */
  run(context: CommandContext, args: string[], options: Record<string, string | boolean | undefined>): Promise<number | void>;
}
