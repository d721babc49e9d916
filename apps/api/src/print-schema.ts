import { readFileSync, writeFileSync } from 'node:fs';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './graphql-schema.ts';

const target = new URL('../schema.graphql', import.meta.url);
const printed = `${printSchema(lexicographicSortSchema(schema))}\n`;

if (process.argv.includes('--check')) {
  const committed = readFileSync(target, 'utf8');
  if (committed !== printed) {
    console.error('apps/api/schema.graphql is out of date: run `npm run schema` and commit it.');
    process.exit(1);
  }
  console.log('apps/api/schema.graphql matches the code.');
} else {
  writeFileSync(target, printed);
  console.log('wrote apps/api/schema.graphql');
}
