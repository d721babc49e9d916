/**
 * An HTTPS front speaking HTTP/2 before the product, as the reverse proxy of docs/deploying.md (Caddy, nginx)
 * serves families: `npm run lighthouse` measures the pages through it. Run as its own process (at the lowest CPU
 * priority, like the server), so its work does not count as the phone's:
 *   node --import tsx scripts/https-front.ts <upstream port> <port> <key.pem> <cert.pem>
 * It prints `listening` once it accepts connections.
 */
import { readFileSync } from 'node:fs';
import { type IncomingHttpHeaders, request } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';

/** Headers that belong to one HTTP/1.1 connection; HTTP/2 forbids them. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host']);

function forwardable(headers: IncomingHttpHeaders) {
  return Object.fromEntries(
    Object.entries(headers).filter(
      (entry): entry is [string, string | string[]] =>
        entry[1] !== undefined && !entry[0].startsWith(':') && !HOP_BY_HOP.has(entry[0]),
    ),
  );
}

function proxyTo(upstreamPort: number) {
  return (incoming: Http2ServerRequest, outgoing: Http2ServerResponse) => {
    const upstream = request(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        method: incoming.method,
        path: incoming.url,
        headers: { ...forwardable(incoming.headers), host: `localhost:${upstreamPort}` },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  };
}

const [upstreamPort, port, keyFile, certFile] = process.argv.slice(2);
if (!upstreamPort || !port || !keyFile || !certFile) {
  throw new Error('usage: https-front.ts <upstream port> <port> <key.pem> <cert.pem>');
}
createSecureServer(
  { key: readFileSync(keyFile), cert: readFileSync(certFile), allowHTTP1: true },
  proxyTo(Number(upstreamPort)),
).listen(Number(port), '127.0.0.1', () => console.log('listening'));
