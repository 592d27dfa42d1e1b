import type { Server } from "node:http";

/** The port a test server on 127.0.0.1 listens on. */
export function portOf(server: Server): number {
  const address = server.address();
  if (typeof address !== "object" || address === null) throw new Error("the server is not listening on a port");
  return address.port;
}
