// Live-update tests with the real socket.io client: the app on a free loopback port, and a socket's
// first connection (or its refusal).
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';

/** Listens on a free loopback port; answers the app's base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

/** Resolves when the socket connects, rejects with the server's refusal. */
export const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
