import { strToU8, zipSync } from 'fflate';

/** A cell of an export: text, a number, a date (written as a date cell), or empty. */
export type Cell = string | number | Date | null;

/** Writes a table row by row and answers the file's bytes at the end. */
export interface TableWriter {
  addRows(rows: readonly (readonly Cell[])[]): void;
  finish(): Uint8Array;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel keeps at most this many characters in a cell; longer text is cut rather than making a file Excel repairs. */
const CELL_TEXT_LIMIT = 32_767;
/** Excel counts days from 1899-12-30 (the 1900 leap-year bug included): 25569 is 1970-01-01. */
const EXCEL_EPOCH_OFFSET_DAYS = 25_569;
const MS_PER_DAY = 86_400_000;

/** Style indexes of styles.xml's cellXfs: 0 plain, 1 bold (the header), 2 a date. */
const STYLE_HEADER = 1;
const STYLE_DATE = 2;

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Characters XML 1.0 does not allow (controls other than tab, line feed, carriage return; lone surrogates). */
const INVALID_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters being removed
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function escapeXml(value: string): string {
  return value
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The column letters of a zero-based index: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  let rest = index + 1;
  while (rest > 0) {
    const remainder = (rest - 1) % 26;
    name = String.fromCharCode(65 + remainder) + name;
    rest = Math.floor((rest - 1) / 26);
  }
  return name;
}

/** A sheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ]. */
export function sheetName(value: string): string {
  const cleaned = value
    .replace(/[:\\/?*[\]]/g, ' ')
    .trim()
    .slice(0, 31);
  return cleaned === '' ? 'Sheet1' : cleaned;
}

function textCell(ref: string, value: string, style?: number): string {
  const text = value.length > CELL_TEXT_LIMIT ? value.slice(0, CELL_TEXT_LIMIT) : value;
  const styleAttribute = style === undefined ? '' : ` s="${style}"`;
  // Inline strings are text, never formulas: a value starting with = stays text in every spreadsheet program.
  return `<c r="${ref}" t="inlineStr"${styleAttribute}><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`;
}

function cellXml(ref: string, value: Cell): string {
  if (value === null || value === '') return '';
  if (typeof value === 'number') {
    return Number.isFinite(value) ? `<c r="${ref}"><v>${value}</v></c>` : textCell(ref, String(value));
  }
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    const serial = value.getTime() / MS_PER_DAY + EXCEL_EPOCH_OFFSET_DAYS;
    return `<c r="${ref}" s="${STYLE_DATE}"><v>${serial}</v></c>`;
  }
  return textCell(ref, value);
}

function rowXml(rowNumber: number, cells: readonly Cell[], style?: number): string {
  const inner = cells
    .map((value, column) => {
      const ref = `${columnName(column)}${rowNumber}`;
      if (style !== undefined) return textCell(ref, value === null ? '' : String(value), style);
      return cellXml(ref, value);
    })
    .join('');
  return `<row r="${rowNumber}">${inner}</row>`;
}

const CONTENT_TYPES = `${XML_HEADER}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;

const ROOT_RELS = `${XML_HEADER}<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK_RELS = `${XML_HEADER}<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`;

const STYLES = `${XML_HEADER}<styleSheet xmlns="${MAIN_NS}"><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** The workbook; the auto-filter's range is also a hidden defined name, as Excel itself writes it. */
function workbookXml(name: string, filterRange: string | null): string {
  const sheet = sheetName(name);
  const absolute = filterRange?.replace(/([A-Z]+)(\d+)/g, '$$$1$$$2');
  const definedNames = absolute
    ? `<definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">${escapeXml(`'${sheet.replace(/'/g, "''")}'!${absolute}`)}</definedName></definedNames>`
    : '';
  return `${XML_HEADER}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="${escapeXml(sheet)}" sheetId="1" r:id="rId1"/></sheets>${definedNames}</workbook>`;
}

/**
 * A one-sheet XLSX workbook (Office Open XML, ECMA-376): the header row in bold and frozen, with an auto-filter,
 * text as inline strings, numbers as numbers, dates as date cells. Zipped with fflate.
 */
export function createXlsxWriter(options: { sheet: string; header: readonly string[] }): TableWriter {
  const rows: string[] = [rowXml(1, options.header, STYLE_HEADER)];
  const width = options.header.length;
  return {
    addRows(list) {
      for (const cells of list) rows.push(rowXml(rows.length + 1, cells));
    },
    finish() {
      const lastColumn = columnName(Math.max(0, width - 1));
      const range = `A1:${lastColumn}${rows.length}`;
      const sheet = `${XML_HEADER}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><dimension ref="${range}"/><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/><sheetData>${rows.join('')}</sheetData>${width > 0 ? `<autoFilter ref="${range}"/>` : ''}</worksheet>`;
      return zipSync(
        {
          '[Content_Types].xml': strToU8(CONTENT_TYPES),
          '_rels/.rels': strToU8(ROOT_RELS),
          'xl/workbook.xml': strToU8(workbookXml(options.sheet, width > 0 ? range : null)),
          'xl/_rels/workbook.xml.rels': strToU8(WORKBOOK_RELS),
          'xl/styles.xml': strToU8(STYLES),
          'xl/worksheets/sheet1.xml': strToU8(sheet),
        },
        { level: 6 },
      );
    },
  };
}
