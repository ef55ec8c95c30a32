import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts listening and resolves with the bound port; a taken port becomes one clear sentence. */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException): void => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') {
        reject(
          new Error(
            `port ${port} is already in use on ${host}; stop the other server or pass --port <n> (--port 0 picks a free port)`,
          ),
        );
      } else if (error.code === 'EACCES') {
        reject(new Error(`no permission to listen on ${host}:${port}; pick a port above 1023`));
      } else if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') {
        reject(new Error(`cannot listen on host ${host}: no such local address`));
      } else reject(error);
    };
    const onListening = (): void => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/** The URL a browser should open for a bound host and port (IPv6 hosts bracketed). */
export function serverUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}/`;
}
