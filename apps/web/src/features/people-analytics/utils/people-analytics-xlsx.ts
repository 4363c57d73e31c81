/** A cell of the file: text, a number, or empty. */
export type SheetCell = string | number | null;

export interface Sheet {
  name: string;
  header: readonly string[];
  rows: readonly (readonly SheetCell[])[];
}

/** Excel accepts at most 31 characters in a sheet name, none of : \ / ? * [ ]. */
export function sheetName(value: string): string {
  const cleaned = value
    .replace(/[:\\/?*[\]]/g, ' ')
    .trim()
    .slice(0, 31);
  return cleaned === '' ? 'Sheet1' : cleaned;
}

/**
 * An XLSX workbook written in the browser by exceljs, loaded only when a file is asked for: a bold, frozen header row,
 * numbers as numbers, text as text (never formulas).
 */
export async function workbookOf(sheets: readonly Sheet[]): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheetName(sheet.name), { views: [{ state: 'frozen', ySplit: 1 }] });
    worksheet.addRow([...sheet.header]).font = { bold: true };
    for (const row of sheet.rows) worksheet.addRow([...row]);
    worksheet.columns.forEach((column) => {
      column.width = 22;
    });
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
