import { type Config, loadConfig } from '../config.ts';
import { ConfigError } from '../config-errors.ts';

/** The configuration from the environment, as the server reads it; a bad one ends the command with its lines. */
export function cliConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(error.problems.map((p) => `Configuration error: ${p}\n`).join(''));
      process.exit(1);
    }
    throw error;
  }
}

/** Runs a command's body: its error is one line on stderr and exit code 1, no stack for the expected ones. */
export function runCli(main: () => Promise<void>) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      process.stderr.write(`${message}\n`);
      if (process.env.DEBUG) console.error(error);
      process.exit(1);
    },
  );
}
