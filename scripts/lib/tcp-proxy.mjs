import net from "node:net";

/**
 * A TCP proxy in front of a database that a test or a fault run can cut and restore
 * (docs/decisions/028-database-outages.md). Cut: every open connection is destroyed and the port
 * stops listening, so the site sees its connections lost and new ones refused (ECONNREFUSED), as
 * when the database server stops. Restore: the same port listens again.
 *
 * @param {{ targetHost: string, targetPort: number, port?: number }} options
 */
export async function startTcpProxy({ targetHost, targetPort, port = 0 }) {
  const sockets = new Set();
  let server = null;
  const listen = (onPort) =>
    new Promise((resolve, reject) => {
      const s = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost);
        sockets.add(client);
        sockets.add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on("error", drop).on("close", drop);
        upstream.on("error", drop).on("close", drop);
        client.pipe(upstream);
        upstream.pipe(client);
      });
      s.once("error", reject);
      s.listen(onPort, "127.0.0.1", () => resolve(s));
    });
  server = await listen(port);
  const boundPort = server.address().port;
  return {
    port: boundPort,
    get cut() {
      return server === null;
    },
    /** Drops every connection and stops listening. */
    async cutOff() {
      const s = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (s) await new Promise((resolve) => s.close(() => resolve(undefined)));
    },
    /** Listens again on the same port. */
    async restore() {
      if (!server) server = await listen(boundPort);
    },
    async close() {
      await this.cutOff();
    },
  };
}
