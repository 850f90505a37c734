import { parseArgs } from "node:util";
import { read } from "read";
import { isStaffRole, STAFF_ROLES, type StaffRole } from "../../app/admin/roles";
import { AccountError, displayNameProblem, type StaffAccounts, staffAccounts } from "../auth/accounts";
import { removeSecondFactors } from "../auth/second-factors/index";
import { dropLog } from "../config/drop-log";
import { readEnv } from "../config/env";
import { createLogger } from "../config/logger";
import { migrate, openDatabase } from "../db/database";
import { securityLog } from "../security/log";

const USAGE = `Staff accounts of the site's /admin area.

Usage: npm run admin -- <command> [options]

Commands:
  create --email E [--name "Display Name"] [--role admin|viewer] [--password-stdin]
  set-role --email E --role admin|viewer
  disable --email E
  enable --email E
  reset-password --email E [--password-stdin]
  reset-2fa --email E      remove the account's second factors (app, passkeys, recovery codes)
  list

An admin manages staff and records what became of leads; a viewer reads the dashboard. The first account
is an admin whatever --role says; later ones are viewers unless --role says otherwise. Unlike the staff
page, this command may leave no enabled admin: it is how an operator gets back in.
The password is typed at a hidden prompt (twice), or read from standard input with --password-stdin.
Passwords need at least 12 characters. The database is the server's: DATABASE_URL, else SQLite in DATA_DIR.`;

/** What the command reads besides its arguments: the settings' variables, and standard input. */
export interface AdminInput {
  variables: NodeJS.ProcessEnv;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
}

async function passwordFromStdin(stdin: AdminInput["stdin"]): Promise<string> {
  let text = "";
  for await (const chunk of stdin) text += chunk;
  return text.replace(/\r?\n$/, "");
}

async function passwordFromPrompt(stdin: AdminInput["stdin"]): Promise<string> {
  if (!stdin.isTTY) throw new AccountError("No terminal to type a password at: use --password-stdin.");
  const password = await read({ input: stdin, prompt: "Password: ", silent: true, replace: "*" });
  const again = await read({ input: stdin, prompt: "Repeat password: ", silent: true, replace: "*" });
  if (password !== again) throw new AccountError("The two passwords differ.");
  return password;
}

function table(accounts: Awaited<ReturnType<StaffAccounts["list"]>>): string {
  if (accounts.length === 0) return "No staff accounts yet. Create one with: npm run admin -- create --email E";
  const time = (value: number | string | null) => (value === null ? "never" : new Date(Number(value)).toISOString());
  const rows = accounts.map((account) => [
    account.email,
    account.display_name,
    account.role,
    account.disabled ? "disabled" : account.demo ? "demo" : "active",
    time(account.created_at),
    time(account.last_sign_in_at),
  ]);
  const header = ["E-MAIL", "NAME", "ROLE", "STATUS", "CREATED", "LAST SIGN-IN"];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

/** --role's value: one of the roles, for create and set-role only. */
function roleOption(value: string | undefined, command: string): StaffRole | undefined {
  if (value === undefined) return undefined;
  if (command !== "create" && command !== "set-role") throw new AccountError(`${command} takes no --role.`);
  if (!isStaffRole(value)) throw new AccountError(`--role must be ${STAFF_ROLES.join(" or ")}, not "${value}".`);
  return value;
}

/**
 * `npm run admin -- …argv`: what to print, or an AccountError (or parseArgs' error) saying the operator's
 * mistake. server/cli/admin.ts runs it on the process's arguments, variables and standard input.
 */
export async function adminCommand(argv: string[], input: AdminInput): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: "string" },
      name: { type: "string" },
      role: { type: "string" },
      "password-stdin": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const [command, ...extra] = positionals;
  if (values.help || !command) return USAGE;
  if (extra.length > 0) throw new AccountError(`Unexpected arguments: ${extra.join(" ")}`);
  if (!["create", "set-role", "disable", "enable", "reset-password", "reset-2fa", "list"].includes(command)) {
    throw new AccountError(`Unknown command "${command}".\n\n${USAGE}`);
  }
  const email = values.email ?? "";
  if (command !== "list" && !email) throw new AccountError(`${command} needs --email.`);
  const role = roleOption(values.role, command);
  const password = () => (values["password-stdin"] ? passwordFromStdin(input.stdin) : passwordFromPrompt(input.stdin));

  const env = readEnv(input.variables);
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrate(database.db);
    const accounts = staffAccounts(database.db, env.PASSWORD_HASH_COST);
    switch (command) {
      case "create": {
        // Said before the password is typed, not after.
        const nameProblem = values.name === undefined ? undefined : displayNameProblem(values.name);
        if (nameProblem) throw new AccountError(nameProblem);
        const existing = await accounts.find(email);
        if (existing) throw new AccountError(`An account with the e-mail address ${existing.email} already exists.`);
        const account = await accounts.create({ email, password: await password(), displayName: values.name, role });
        return `Created ${account.email} (${account.display_name}), ${account.role}.`;
      }
      case "set-role": {
        if (!role) throw new AccountError("set-role needs --role.");
        return `${(await accounts.setRole(email, role)).email} is now ${role}.`;
      }
      case "disable":
        return `Disabled ${(await accounts.setDisabled(email, true)).email}; its sessions are refused from now on.`;
      case "enable":
        return `Enabled ${(await accounts.setDisabled(email, false)).email}.`;
      case "reset-password":
        return `New password set for ${(await accounts.resetPassword(email, await password())).email}; its sessions have ended.`;
      case "reset-2fa": {
        const account = await accounts.find(email);
        if (!account) throw new AccountError(`No account has the e-mail address ${email.trim().toLowerCase()}.`);
        await removeSecondFactors(database.db, account.id);
        const log = securityLog(database.db, {
          limit: env.SECURITY_LOG_MAX_EVENTS,
          unrecorded: dropLog(createLogger("warn"), "security events not recorded"),
        });
        await log.record("auth.second_factor_reset", { email: account.email, by: "admin command" });
        return `Removed the second factors of ${account.email}; it signs in with its password until it sets one up.`;
      }
      default:
        return table(await accounts.list());
    }
  } finally {
    await database.close();
  }
}
