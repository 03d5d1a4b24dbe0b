import net from 'node:net';

/**
 * A loopback TCP relay in front of a real server (PostgreSQL), whose link can be cut and restored:
 * the database "goes away" for the client exactly as it would on a network fault or a restart.
 */
export interface TcpCut {
  port: number;
  /** Drops every open connection and refuses new ones (accepted, then closed at once). */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function tcpCut(targetHost: string, targetPort: number): Promise<TcpCut> {
  let down = false;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (down) return client.destroy();
    const upstream = net.connect(targetPort, targetHost);
    open.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      down = true;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    restore() {
      down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
