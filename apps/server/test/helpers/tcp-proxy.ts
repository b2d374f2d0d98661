import net from 'node:net';

/**
 * A TCP proxy in front of the database that a test can cut and restore, to make the database unreachable
 * the way a restarting server does (connections reset, new ones refused), or stall and resume, the way a
 * network that drops packets does (nothing answers, nothing is closed).
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  /** Each client with its upstream, to hold and let through the bytes between them. */
  const pairs = new Set<[net.Socket, net.Socket]>();
  /** While stalled, bytes wait in both directions, on new connections too: a network that drops packets. */
  let stalled = false;
  let server: net.Server | undefined;
  let port = 0;

  const connect = ([client, upstream]: [net.Socket, net.Socket]) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };
  const hold = ([client, upstream]: [net.Socket, net.Socket]) => {
    client.unpipe(upstream);
    upstream.unpipe(client);
    client.pause();
    upstream.pause();
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        const pair: [net.Socket, net.Socket] = [client, upstream];
        pairs.add(pair);
        for (const s of pair) {
          sockets.add(s);
          // One side closing closes the other, as a real connection would end at both ends.
          s.on('close', () => {
            sockets.delete(s);
            pairs.delete(pair);
            for (const other of pair) other.destroy();
          });
          s.on('error', () => s.destroy());
        }
        if (stalled) hold(pair);
        else connect(pair);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    /** Refuses new connections and resets the open ones. */
    cut: async () => {
      const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await closed;
    },
    /** Listens again on the same port. */
    restore: listen,
    /** Holds every byte, on open connections and new ones, closing nothing: no reset, no refusal, no answer. */
    stall: () => {
      stalled = true;
      for (const pair of pairs) hold(pair);
    },
    /**
     * Holds the bytes of the connections open now for good and lets new ones through: a database that failed
     * over to another host, its old connections dead without a reset.
     */
    abandon: () => {
      for (const pair of pairs) hold(pair);
    },
    /** Lets the held bytes through. */
    resume: () => {
      stalled = false;
      for (const pair of pairs) connect(pair);
    },
  };
}
