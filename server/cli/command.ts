/** An operator's mistake in a command (a bad option, an unusable value): said in words, without a stack. */
export class CommandError extends Error {}

type ErrorClass = abstract new (...args: never[]) => Error;

/** How a command ended: exit code 0 and what to print, or 1 and what to print on standard error. */
export type CommandOutcome = { code: 0; out: string } | { code: 1; err: unknown };

/**
 * Runs a command's `main` on `argv` to its outcome: an operator's mistake (a CommandError, one of
 * `mistakes`, or an option parseArgs refused) is said as "Error: …"; anything else is the error itself, to
 * print with its stack.
 */
export async function commandOutcome(
  main: (argv: string[]) => Promise<string>,
  argv: string[],
  ...mistakes: ErrorClass[]
): Promise<CommandOutcome> {
  try {
    return { code: 0, out: await main(argv) };
  } catch (error) {
    const mistake =
      [CommandError, ...mistakes].some((kind) => error instanceof kind) ||
      String((error as { code?: unknown }).code).startsWith("ERR_PARSE_ARGS");
    return { code: 1, err: mistake ? `Error: ${(error as Error).message}` : error };
  }
}

/** Runs a command line tool: `main` gets the arguments after the script (see commandOutcome). */
export function runCommand(main: (argv: string[]) => Promise<string>, ...mistakes: ErrorClass[]): void {
  void commandOutcome(main, process.argv.slice(2), ...mistakes).then((outcome) => {
    if (outcome.code === 0) console.log(outcome.out);
    else {
      console.error(outcome.err);
      process.exitCode = 1;
    }
  });
}
