import pino from "pino";

export type Logger = pino.Logger;

/** Structured JSON logs on stdout. Nothing that identifies a visitor or carries a secret is logged. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: { paths: ["*.password", "*.token", "*.cookie", "*.authorization", "*.connectionString"], remove: true },
  });
}
