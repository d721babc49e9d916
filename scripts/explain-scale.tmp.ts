import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PACK_FOLDER, importContentPack, LocalFileStorage } from '@koran-kids/content';
import { openDatabase } from '@koran-kids/db';
import { findPostgresBinaries, startThrowawayPostgres } from '@koran-kids/testing/postgres-server';
import pg from 'pg';
import { growInstitute } from './bench-scale-data.ts';

const postgres = await startThrowawayPostgres(findPostgresBinaries() ?? '');
const admin = await openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 1 });
await admin.execute('create database s');
await admin.close();
const url = postgres.url.replace(/\/postgres$/, '/s');
const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
await database.migrate();
await importContentPack(
  database.db,
  new LocalFileStorage(join(mkdtempSync(join(tmpdir(), 'x')), 'f')),
  DEMO_PACK_FOLDER,
);
const pool = new pg.Pool({ connectionString: url, max: 1 });
const course = (await pool.query('select id from courses limit 1')).rows[0].id;
const client = await pool.connect();
await growInstitute(client, course, 0, Number(process.env.FAMILIES ?? 1000));
client.release();
console.log(url);
console.log('ready');
await new Promise(() => undefined);
