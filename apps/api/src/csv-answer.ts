import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, return) is kept as text: people type these names. */
export const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

type Cell = string | number | null;

type Batches = Iterable<Cell[][]> | AsyncIterable<Cell[][]>;

/** The header row (UTF-8 with its mark: Excel reads the accents) with the first batch, then each batch as it comes. */
async function* csvText(columns: string[], rows: Batches) {
  let header = `\uFEFF${stringify([columns])}`;
  for await (const batch of rows) {
    yield header + stringify(batch);
    header = '';
  }
  if (header) yield header;
}

async function* startingWith<T>(first: IteratorResult<T>, rest: AsyncGenerator<T>) {
  if (!first.done) yield first.value;
  yield* rest;
}

/**
 * A CSV download for staff, never kept by a cache. `rows` come in batches and go out as they come: a whole
 * institute's list never sits in memory at once. The first batch is read before the answer starts, so a database
 * that cannot answer gets the usual error, not a cut-off file.
 */
export async function sendCsv(reply: FastifyReply, download: { filename: string; columns: string[]; rows: Batches }) {
  const text = csvText(download.columns, download.rows);
  const first = await text.next();
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${download.filename}"`)
    .send(Readable.from(startingWith(first, text)));
}
