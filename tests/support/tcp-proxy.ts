import { createServer, type Server, type Socket, connect } from 'node:net';

/**
 * A TCP proxy in front of a server (PostgreSQL), for outage tests: 'pass' forwards; 'refuse' ends every
 * connection and refuses new ones (a database that is down or restarting); 'blackhole' keeps connections
 * open but forwards nothing either way (a network partition: nothing answers, nothing fails).
 */
export type ProxyMode = 'pass' | 'refuse' | 'blackhole';

export interface TcpProxy {
  port: number;
  mode: ProxyMode;
  setMode(mode: ProxyMode): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const pairs = new Set<[Socket, Socket]>();
  let mode: ProxyMode = 'pass';
  const server: Server = createServer((client) => {
    if (mode === 'refuse') {
      client.destroy();
      return;
    }
    const upstream = connect(targetPort, targetHost);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const forward = (from: Socket, to: Socket) =>
      from.on('data', (chunk) => {
        if (mode === 'pass') to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    get mode() {
      return mode;
    },
    setMode(next: ProxyMode) {
      mode = next;
      if (next === 'refuse') for (const pair of pairs) destroyPair(pair);
    },
    async close() {
      for (const pair of pairs) destroyPair(pair);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function destroyPair([client, upstream]: [Socket, Socket]): void {
  client.destroy();
  upstream.destroy();
}
