import { AccountError } from "../auth/accounts";
import { adminCommand } from "./admin-command";
import { runCommand } from "./command";

runCommand((argv) => adminCommand(argv, { variables: process.env, stdin: process.stdin }), AccountError);
