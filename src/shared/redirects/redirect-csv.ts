/** One record of a CSV file with the line it starts on (1-based), for the import's report. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * RFC 4180 CSV: comma-separated, fields in double quotes may hold commas, quotes ("") and line
 * breaks; CRLF or LF; a byte order mark at the start is ignored. Blank lines are skipped.
 */
export function parseCsv(text: string): CsvRecord[] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let touched = false;
  const endRecord = () => {
    cells.push(cell);
    if (touched || cells.length > 1 || cells[0] !== '') records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
    touched = false;
  };
  for (let index = 0; index < input.length; index += 1) {
    const char = input[index];
    if (quoted) {
      if (char === '"') {
        if (input[index + 1] === '"') {
          cell += '"';
          index += 1;
        } else quoted = false;
      } else {
        if (char === '\n') line += 1;
        cell += char;
      }
      continue;
    }
    if (char === '"') {
      quoted = true;
      touched = true;
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0 || touched) endRecord();
  return records;
}

/** One CSV line (without its line break); fields with a comma, quote or line break are quoted. */
export function csvLine(cells: readonly (string | number)[]): string {
  return cells.map((value) => (/[",\r\n]/.test(String(value)) ? `"${String(value).replaceAll('"', '""')}"` : String(value))).join(',');
}
