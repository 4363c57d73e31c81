/** A cell of an analytics file: text, a number, or empty. */
export type AnalyticsCell = string | number | null;

/** Excel accepts at most 31 characters in a sheet name, none of : \ / ? * [ ]. */
export function analyticsSheetName(value: string): string {
  const cleaned = value
    .replace(/[:\\/?*[\]]/g, ' ')
    .trim()
    .slice(0, 31);
  return cleaned === '' ? 'Sheet1' : cleaned;
}

export interface AnalyticsSheet {
  name: string;
  header: readonly string[];
  rows: readonly (readonly AnalyticsCell[])[];
}

/**
 * An XLSX workbook of one or more sheets (the analytics pages' files), written in the browser by exceljs (the library
 * the server's exports use), loaded only when a file is asked for: header row bold and frozen, numbers as numbers,
 * text as text (never formulas), an empty text as an empty cell.
 */
export async function analyticsWorkbook(
  sheets: readonly AnalyticsSheet[],
  { columnWidth = 18 }: { columnWidth?: number } = {},
): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const used = new Set<string>();
  for (const sheet of sheets) {
    let name = analyticsSheetName(sheet.name);
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${analyticsSheetName(sheet.name).slice(0, 27)} (${n})`;
    used.add(name.toLowerCase());
    const worksheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    worksheet.addRow([...sheet.header]).font = { bold: true };
    for (const row of sheet.rows) worksheet.addRow(row.map((cell) => (cell === '' ? null : cell)));
    worksheet.columns.forEach((column) => {
      column.width = columnWidth;
    });
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

/** A file name from a title: letters, digits and dashes, then the date. */
export function analyticsFileName(title: string, today: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `${slug || 'analytics'}-${today}.xlsx`;
}
