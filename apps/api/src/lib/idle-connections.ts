import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * The connections of an HTTP server and how many requests each has under way, so a stopping
 * process can close every connection that has none (issue 24). Node's own
 * `server.closeIdleConnections()` skips a connection on which no request has arrived yet, which
 * browsers and proxies open ahead of need; left open, it keeps the process from exiting until
 * the keep-alive timeout.
 */
export function trackConnections(server: Server): { closeIdle: () => number } {
  const open = new Map<Socket, number>();
  server.on('connection', (socket: Socket) => {
    open.set(socket, 0);
    socket.once('close', () => open.delete(socket));
  });
  server.on('request', (req, res) => {
    const socket = req.socket;
    open.set(socket, (open.get(socket) ?? 0) + 1);
    res.once('close', () => {
      if (open.has(socket)) open.set(socket, Math.max(0, open.get(socket)! - 1));
    });
  });
  return {
    /** Closes every connection with no request under way; how many it closed. */
    closeIdle() {
      let closed = 0;
      for (const [socket, underWay] of open) {
        if (underWay > 0) continue;
        socket.destroy();
        open.delete(socket);
        closed++;
      }
      return closed;
    },
  };
}
