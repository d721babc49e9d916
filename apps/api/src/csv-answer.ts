import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, return) is kept as text: people type these names. */
export const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** A CSV download for staff: a header row, UTF-8 with its mark (Excel reads the accents), never kept by a cache. */
export function sendCsv(
  reply: FastifyReply,
  download: { filename: string; columns: string[]; rows: (string | number | null)[][] },
) {
  const csv = stringify(download.rows, { header: true, columns: download.columns });
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${download.filename}"`)
    .send(`\uFEFF${csv}`);
}
