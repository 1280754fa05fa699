import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/**
 * A streamed CSV download (UTF-8 with a BOM, so spreadsheet programs read
 * names right) of rows produced a batch at a time. Cells should already be
 * guarded with `csvSafe`.
 */
export function csvDownload(rows: AsyncIterable<string[]>, fileName: string, label: string): Response {
  // pipeline, not pipe: a failed read destroys the CSV stream, so the download breaks off instead of hanging.
  const csv = pipeline(Readable.from(rows), stringify({ bom: true }), (error) => {
    if (error) console.error(`[export] ${label} export failed`, error);
  });
  return new Response(Readable.toWeb(csv) as ReadableStream<Uint8Array>, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
    },
  });
}
