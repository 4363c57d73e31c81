import { execFileSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Cell, createXlsxWriter } from '../apps/server/src/modules/exports/xlsx.ts';

/**
 * `node bench/xlsx.ts [rows]`: writes a startups-like export (9 columns: text, a URL, a year, lists, a date) of
 * 100,000 rows (or `rows`) to XLSX, in chunks of 500 rows as the export job does, each writer in a fresh process, and
 * prints its time and peak memory (the process's maximum resident set) side by side, then the same in a 64 MB
 * JavaScript heap (a writer that holds the whole sheet runs out of memory there). The exports use exceljs's
 * streaming writer; a hand-written writer with the same `createXlsxWriter` (the one of issue 6, which built the whole
 * sheet in memory and zipped it with fflate) is measured beside it when its file is given in XLSX_LEGACY_WRITER.
 */
const IS_CHILD = process.argv[2] === '--child';
const ROWS = Number((IS_CHILD ? process.argv[4] : process.argv[2]) ?? 100_000);
const CHUNK = 500;
const HEADER = [
  'Name',
  'Description',
  'Website',
  'Founding year',
  'Programmes',
  'Industries',
  'Tags',
  'People',
  'Created',
];

function row(index: number): Cell[] {
  return [
    `Startup ${index}`,
    `Solar micro-grids for schools, number ${index}: "clean" power & water <${index % 97}>`,
    index % 3 === 0 ? null : `https://startup-${index}.example`,
    2000 + (index % 26),
    index % 2 === 0 ? 'Spring 2026' : 'Autumn 2025',
    'Energy, Climate',
    index % 5 === 0 ? '' : 'At risk',
    `Founder ${index}, Cofounder ${index}`,
    new Date(Date.UTC(2026, index % 12, 1 + (index % 28))),
  ];
}

type Measure = { writer: string; rows: number; seconds: number; peakMb: number; bytes: number };

/** One writer in this process: the figures as one line of JSON. */
async function child(writer: string): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cohort-xlsx-'));
  const file = path.join(dir, 'export.xlsx');
  const started = performance.now();
  if (writer === 'exceljs') {
    const xlsx = createXlsxWriter({ sheet: 'Startups', header: HEADER });
    const stored = pipeline(xlsx.content, createWriteStream(file));
    for (let start = 0; start < ROWS; start += CHUNK) {
      const rows: Cell[][] = [];
      for (let index = start; index < Math.min(ROWS, start + CHUNK); index += 1) rows.push(row(index));
      xlsx.addRows(rows);
      // The job reads each chunk in a transaction of its own: the stream drains meanwhile.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all([xlsx.finish(), stored]);
  } else {
    const legacy = (await import(pathToFileURL(path.resolve(writer)).href)) as {
      createXlsxWriter(options: { sheet: string; header: readonly string[] }): {
        addRows(rows: readonly (readonly Cell[])[]): void;
        finish(): Uint8Array;
      };
    };
    const xlsx = legacy.createXlsxWriter({ sheet: 'Startups', header: HEADER });
    for (let start = 0; start < ROWS; start += CHUNK) {
      const rows: Cell[][] = [];
      for (let index = start; index < Math.min(ROWS, start + CHUNK); index += 1) rows.push(row(index));
      xlsx.addRows(rows);
      await new Promise((resolve) => setImmediate(resolve));
    }
    const bytes = xlsx.finish();
    await pipeline(async function* () {
      yield bytes;
    }, createWriteStream(file));
  }
  const seconds = (performance.now() - started) / 1000;
  const measure: Measure = {
    writer: writer === 'exceljs' ? 'exceljs (streaming)' : 'hand-written (fflate)',
    rows: ROWS,
    seconds,
    peakMb: process.resourceUsage().maxRSS / 1024,
    bytes: statSync(file).size,
  };
  rmSync(dir, { recursive: true, force: true });
  console.log(JSON.stringify(measure));
}

/** A small JavaScript heap, to see which writer needs the whole file in memory. */
const SMALL_HEAP_MB = 64;

function run(writer: string, heapMb?: number): Measure | null {
  const heap = heapMb ? [`--max-old-space-size=${heapMb}`] : [];
  try {
    const output = execFileSync(
      process.execPath,
      [...heap, fileURLToPath(import.meta.url), '--child', writer, String(ROWS)],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
    return JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as Measure;
  } catch {
    return null;
  }
}

if (IS_CHILD) {
  await child(process.argv[3] ?? 'exceljs');
} else {
  const legacy = process.env.XLSX_LEGACY_WRITER;
  const writers = ['exceljs', ...(legacy && existsSync(legacy) ? [legacy] : [])];
  console.log(`XLSX export of ${ROWS.toLocaleString('en')} rows × ${HEADER.length} columns`);
  console.log(['writer', 'time (s)', 'peak memory (MB)', 'file (bytes)', `in a ${SMALL_HEAP_MB} MB heap`].join('\t'));
  for (const writer of writers) {
    const m = run(writer);
    if (!m) throw new Error(`The ${writer} writer failed`);
    const small = run(writer, SMALL_HEAP_MB);
    const smallText = small ? `${small.seconds.toFixed(2)} s, ${small.peakMb.toFixed(0)} MB` : 'out of memory';
    console.log(
      [m.writer, m.seconds.toFixed(2), m.peakMb.toFixed(0), m.bytes.toLocaleString('en'), smallText].join('\t'),
    );
  }
}
