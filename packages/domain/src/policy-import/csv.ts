/**
 * An incremental RFC 4180 reader: text goes in as it arrives (any chunking, a chunk may end
 * inside a quoted field, a doubled quote or a CRLF) and whole records come out with the line of
 * the file each starts on (1-based), so an error can name it. Quoted fields may hold commas,
 * doubled quotes and line breaks; a leading byte order mark is dropped; blank lines are skipped.
 */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export class CsvReader {
  private cells: string[] = [];
  private field = "";
  private quoted = false;
  /** A quote was read inside a quoted field: a doubled quote or the field's end, decided by the next char. */
  private quoteSeen = false;
  private afterCr = false;
  private started = false;
  private line = 1;
  private recordLine = 1;
  private fieldTouched = false;

  /** The records the text completes. */
  push(text: string): CsvRecord[] {
    const out: CsvRecord[] = [];
    let src = text;
    if (!this.started) {
      src = src.replace(/^\uFEFF/, "");
      this.started = src.length > 0;
    }
    for (let i = 0; i < src.length; i++) {
      const ch = src[i]!;
      if (this.afterCr) {
        this.afterCr = false;
        if (ch === "\n") continue;
      }
      if (this.quoted) {
        if (this.quoteSeen) {
          this.quoteSeen = false;
          if (ch === '"') {
            this.field += '"';
            continue;
          }
          this.quoted = false;
        } else {
          if (ch === '"') this.quoteSeen = true;
          else {
            if (ch === "\n" || ch === "\r") {
              this.line++;
              this.afterCr = ch === "\r";
              if (this.afterCr) {
                this.field += "\n";
                continue;
              }
            }
            this.field += ch;
          }
          continue;
        }
      }
      if (ch === '"' && this.field === "" && !this.fieldTouched) {
        this.quoted = true;
        this.fieldTouched = true;
      } else if (ch === ",") this.endField();
      else if (ch === "\n" || ch === "\r") {
        this.afterCr = ch === "\r";
        this.endRecord(out);
        this.line++;
        this.recordLine = this.line;
      } else {
        this.field += ch;
        this.fieldTouched = true;
      }
    }
    return out;
  }

  /** The last record when the text does not end with a line break. */
  end(): CsvRecord[] {
    const out: CsvRecord[] = [];
    if (this.quoteSeen) {
      this.quoteSeen = false;
      this.quoted = false;
    }
    this.endRecord(out);
    return out;
  }

  private endField() {
    this.cells.push(this.field);
    this.field = "";
    this.fieldTouched = false;
  }

  private endRecord(out: CsvRecord[]) {
    this.endField();
    const cells = this.cells;
    this.cells = [];
    if (cells.some((cell) => cell.trim() !== "")) out.push({ line: this.recordLine, cells });
  }
}

/** Every record of a whole text (the tests' and the template's reader). */
export function readCsv(text: string): CsvRecord[] {
  const reader = new CsvReader();
  return [...reader.push(text), ...reader.end()];
}

/** One CSV field, quoted when it must be. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
