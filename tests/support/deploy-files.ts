import { spawnSync } from "node:child_process";
import fs from "node:fs";

/**
 * The commands of each fenced `sh` block of a Markdown file (the ones the tests run), one entry a command:
 * lines joined at a trailing backslash, a here-document kept with its body, comments and blank lines left out.
 */
export function shBlocks(markdown: string): string[][] {
  const blocks: string[][] = [];
  for (const [, body = ""] of markdown.matchAll(/^[ \t]*```sh\n([\s\S]*?)^[ \t]*```$/gm)) {
    const lines = body.split("\n").map((line) => line.trim());
    const commands: string[] = [];
    for (let index = 0; index < lines.length; index++) {
      let command = lines[index] ?? "";
      if (command === "" || command.startsWith("#")) continue;
      while (command.endsWith("\\")) command = `${command.slice(0, -1)}${lines[++index] ?? ""}`;
      const heredoc = /<<-?\s*'?(\w+)'?/.exec(command)?.[1];
      if (heredoc) {
        while (index + 1 < lines.length && lines[index] !== heredoc) command += `\n${lines[++index]}`;
      }
      commands.push(command);
    }
    blocks.push(commands);
  }
  return blocks;
}

/** A systemd unit's [Service] settings, each key with its values in order (Environment= may repeat). */
export function unitService(file: string): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  let inService = false;
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    const section = /^\[(\w+)\]$/.exec(line.trim());
    if (section) inService = section[1] === "Service";
    const setting = /^(\w+)=(.*)$/.exec(line.trim());
    if (inService && setting?.[1]) settings.set(setting[1], [...(settings.get(setting[1]) ?? []), setting[2] ?? ""]);
  }
  return settings;
}

/** KEY=value lines (systemd's EnvironmentFile and Environment=, compose's .env), surrounding quotes removed. */
export function readAssignments(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const match of text.matchAll(/(?:^|\s)([A-Za-z_]\w*)=("[^"]*"|\S*)/gm)) {
    const [, key = "", value = ""] = match;
    values[key] = value.replace(/^"(.*)"$/, "$1");
  }
  return values;
}

/** A Dockerfile's instructions per stage (lines joined at a trailing backslash, comments left out). */
export function dockerStages(text: string): { instruction: string; args: string }[][] {
  const stages: { instruction: string; args: string }[][] = [];
  const joined = text.replace(/\\\n/g, " ");
  for (const line of joined.split("\n")) {
    const match = /^([A-Z]+)\s+(.*)$/.exec(line.trim());
    if (!match) continue;
    const [, instruction = "", args = ""] = match;
    if (instruction === "FROM") stages.push([]);
    stages.at(-1)?.push({ instruction, args: args.trim() });
  }
  return stages;
}

/** Whether a command is on the PATH. */
export const hasCommand = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;

/**
 * Copies a folder with its files hard-linked (quick, and nothing is written into the source by the copy's
 * commands, which replace or add files). npm rewrites node_modules/.package-lock.json in place, so that
 * one file is copied.
 */
export function linkCopy(from: string, to: string) {
  const copied = spawnSync("cp", ["-al", from, to]);
  if (copied.status !== 0) throw new Error(`cp -al ${from} ${to}: ${copied.stderr}`);
  const hiddenLock = `${to}/node_modules/.package-lock.json`;
  if (fs.existsSync(hiddenLock)) {
    fs.rmSync(hiddenLock);
    fs.copyFileSync(`${from}/node_modules/.package-lock.json`, hiddenLock);
  }
}
