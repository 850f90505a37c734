/** An operator's mistake in a command (a bad option, an unusable value): said in words, without a stack. */
export class CommandError extends Error {}

type ErrorClass = abstract new (...args: never[]) => Error;

/**
 * Runs a command line tool: `main` gets the arguments after the script and returns what to print. An
 * operator's mistake (a CommandError, one of `mistakes`, or an option parseArgs refused) prints as
 * "Error: …"; anything else with its stack. Either sets exit code 1.
 */
export function runCommand(main: (argv: string[]) => Promise<string>, ...mistakes: ErrorClass[]): void {
  main(process.argv.slice(2)).then(
    (message) => console.log(message),
    (error: unknown) => {
      const mistake =
        [CommandError, ...mistakes].some((kind) => error instanceof kind) ||
        String((error as { code?: unknown }).code).startsWith("ERR_PARSE_ARGS");
      console.error(mistake ? `Error: ${(error as Error).message}` : error);
      process.exitCode = 1;
    },
  );
}
