/**
 * CSV files the server hands out (statements): RFC 4180 lines ending in CRLF, every text cell
 * quoted, and a text starting with = + - @ (or a tab or carriage return) prefixed with ' so a
 * spreadsheet never runs it as a formula. A plain decimal ("-1234.56", "42") is written bare so
 * spreadsheets read it as a number; it cannot be a formula.
 */

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export type CsvValue = string | number | null;

export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  const text = String(value);
  if (PLAIN_NUMBER.test(text)) return text;
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The whole file: a header line, then one line per row. */
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
