import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A forwarding HTTP proxy that drops every connection while `offline`, as a lost network does. */
export async function startCuttableProxy() {
  const state = { offline: false, port: 0, server: null as unknown as Server };
  state.server = createServer((incoming, outgoing) => {
    if (state.offline) return incoming.socket.destroy();
    const upstream = forward(incoming.url ?? '', { method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => state.server.listen(0, '127.0.0.1', resolve));
  state.port = (state.server.address() as AddressInfo).port;
  return state;
}
