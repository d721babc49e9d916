/**
 * The peer of `npm run bench`: PostGraphile 4, the kind of GraphQL API generated over PostgreSQL that the original
 * product ran on, set up as its documentation advises for production, over the bench's database, in a process of its
 * own as our server is (bench-server.ts). bench-setup.ts starts it with the database URL; bench-process.ts is how
 * it talks with bench.ts.
 *
 * It lives in this folder with its own dependencies: PostGraphile 4 needs graphql 15, the product uses 16, and one
 * copy of graphql per schema is a rule of graphql-js. (PostGraphile 5 needs Node 22; on Node 20 it answers every
 * read with null.) bench.ts installs the folder on first use; the few calls made here are typed below, as the
 * product's install does not hold PostGraphile's types.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { freePort } from '@koran-kids/testing/free-port';
import { connectToBench } from '../bench-process.ts';

type PostGraphileHandler = ((request: IncomingMessage, response: ServerResponse) => Promise<void>) & {
  release: () => Promise<void>;
};
type PostGraphile = {
  postgraphile: (url: string, schema: string, options: Record<string, unknown>) => PostGraphileHandler;
};

const [url] = process.argv.slice(2);
if (!url) throw new Error('scripts/bench-peer/server.ts is started by scripts/bench.ts');

// From this folder's node_modules, with its graphql 15.
const { postgraphile } = createRequire(import.meta.url)('postgraphile') as PostGraphile;
const port = await freePort();
const handler = postgraphile(url, 'public', {
  dynamicJson: true,
  disableDefaultMutations: true,
  graphiql: false,
  disableQueryLog: true,
  enableQueryBatching: false,
  legacyRelations: 'omit',
  setofFunctionsContainNulls: false,
});
const bench = connectToBench();
const server = createServer((request, response) => {
  const started = performance.now();
  response.once('finish', () => bench.recordHandling(performance.now() - started));
  void handler(request, response);
});
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
bench.listening(port, async () => {
  server.close();
  await handler.release();
});
