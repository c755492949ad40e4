/**
 * CSV export shared by the dashboards. Every cell is quoted (RFC 4180), rows end in CRLF, and the file
 * starts with a UTF-8 byte-order mark so Excel reads accents correctly. Cells that a spreadsheet would run
 * as a formula get a leading apostrophe (OWASP "CSV injection"), since leads are typed by the public.
 * There is no exception, not even for decrypted passwords: anyone can seal a "password" with the public key
 * that ships in the bundle, so a password is as much the public's text as a name (issue 29). Staff copy an
 * exact password from the dashboard instead.
 */
export const CSV_BOM = '\uFEFF';
const FORMULA_TRIGGER = /^[=+\-@\t\r]/;

export type CsvValue = string;

const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;

export function csvCell(value: CsvValue): string {
  return quote(FORMULA_TRIGGER.test(value) ? `'${value}` : value);
}

/** The whole file: BOM, then one quoted line per row, CRLF-terminated. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<CsvValue>>): string {
  return CSV_BOM + rows.map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}

/** Build the file and hand it to the browser as a download. Call from an event handler only. */
export function downloadCsv(filename: string, rows: ReadonlyArray<ReadonlyArray<CsvValue>>) {
  const blob = new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoke on the next tick: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
