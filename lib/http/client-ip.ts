import type { IncomingMessage } from "node:http";
import proxyaddr from "proxy-addr";

// The client's address as the custom server (server.ts) sees it, for attempt
// limits and logs. X-Forwarded-For is believed only hop by hop from the socket
// peer inwards, and only while each hop is a trusted proxy (TRUST_PROXY, in
// proxy-addr's notation: "loopback", "linklocal", "uniquelocal", addresses and
// CIDR ranges). With nothing trusted the socket peer is the client, whatever
// the request's headers say.

/** The header server.ts sets from the socket; whatever a client sent under that name is replaced. */
export const CLIENT_IP_HEADER = "x-hems-client-ip";

export type TrustProxy = (address: string, hop: number) => boolean;

const trustNothing: TrustProxy = () => false;

/**
 * Parses a TRUST_PROXY value: a comma-separated list of proxy-addr names,
 * addresses and CIDR ranges ("loopback, 10.0.0.0/8"). Empty trusts nothing.
 * Throws a TypeError naming a value proxy-addr does not accept.
 */
export function compileTrustProxy(value: string | string[] | undefined): TrustProxy {
  const list = (Array.isArray(value) ? value : (value ?? "").split(",")).map((item) => item.trim()).filter(Boolean);
  if (list.length === 0) return trustNothing;
  return proxyaddr.compile(list);
}

/** The client's address of a Node request: the socket peer, or through trusted proxies the X-Forwarded-For entry before them. */
export function clientIpOf(req: IncomingMessage, trust: TrustProxy): string {
  const socketAddress = req.socket?.remoteAddress;
  if (!socketAddress) return "unknown";
  if (trust === trustNothing) return socketAddress;
  return proxyaddr(req, trust) || socketAddress;
}

/** Sets CLIENT_IP_HEADER on a request before Next sees it (server.ts). */
export function stampClientIp(req: IncomingMessage, trust: TrustProxy): void {
  req.headers[CLIENT_IP_HEADER] = clientIpOf(req, trust);
}
