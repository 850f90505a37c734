/** One CSV field: quoted when needed, and never read as a formula by a spreadsheet. */
export function csvField(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV text: fields by `csvField`, every line ended by CRLF. */
export function csvLines(rows: (string | number | null)[][]): string {
  return rows.map((row) => `${row.map(csvField).join(",")}\r\n`).join("");
}
