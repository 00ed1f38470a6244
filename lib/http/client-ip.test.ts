import type { IncomingMessage } from "node:http";
import { CLIENT_IP_HEADER, clientIpOf, compileTrustProxy, stampClientIp } from "./client-ip";

function request(peer: string | undefined, forwardedFor?: string, extra: Record<string, string> = {}): IncomingMessage {
  const headers: Record<string, string> = { ...extra };
  if (forwardedFor !== undefined) headers["x-forwarded-for"] = forwardedFor;
  return { socket: { remoteAddress: peer }, headers } as unknown as IncomingMessage;
}

describe("clientIpOf", () => {
  test("by default nothing is trusted: the socket peer is the client, X-Forwarded-For is ignored", () => {
    const trust = compileTrustProxy(undefined);
    expect(clientIpOf(request("203.0.113.7", "198.51.100.1"), trust)).toBe("203.0.113.7");
    expect(clientIpOf(request("127.0.0.1", "198.51.100.1"), trust)).toBe("127.0.0.1");
    expect(clientIpOf(request("127.0.0.1", "198.51.100.1"), compileTrustProxy(" , "))).toBe("127.0.0.1");
  });

  test("a trusted peer's X-Forwarded-For names the client", () => {
    const trust = compileTrustProxy("loopback");
    expect(clientIpOf(request("127.0.0.1", "198.51.100.1"), trust)).toBe("198.51.100.1");
    expect(clientIpOf(request("::1", "198.51.100.2"), trust)).toBe("198.51.100.2");
    expect(clientIpOf(request("::ffff:127.0.0.1", "198.51.100.3"), trust)).toBe("198.51.100.3");
    // a trusted proxy without the header: the proxy itself is all we know
    expect(clientIpOf(request("127.0.0.1"), trust)).toBe("127.0.0.1");
  });

  test("an untrusted peer's X-Forwarded-For is ignored even when trust is configured", () => {
    const trust = compileTrustProxy("loopback, 10.0.0.0/8");
    expect(clientIpOf(request("203.0.113.7", "198.51.100.1"), trust)).toBe("203.0.113.7");
  });

  test("the chain is walked from the socket inwards and stops at the first untrusted hop", () => {
    const trust = compileTrustProxy("10.0.0.0/8,127.0.0.1");
    // client forged "1.2.3.4", then went through 203.0.113.9 (untrusted), then 10.1.1.1, then the peer
    expect(clientIpOf(request("127.0.0.1", "1.2.3.4, 203.0.113.9, 10.1.1.1"), trust)).toBe("203.0.113.9");
    expect(clientIpOf(request("127.0.0.1", "198.51.100.5, 10.1.1.1"), trust)).toBe("198.51.100.5");
  });

  test("a single address and IPv6 ranges are accepted", () => {
    expect(clientIpOf(request("192.0.2.10", "198.51.100.1"), compileTrustProxy("192.0.2.10"))).toBe("198.51.100.1");
    expect(clientIpOf(request("192.0.2.11", "198.51.100.1"), compileTrustProxy("192.0.2.10"))).toBe("192.0.2.11");
    expect(clientIpOf(request("fd00::1", "2001:db8::5"), compileTrustProxy("uniquelocal"))).toBe("2001:db8::5");
  });

  test("no socket address gives 'unknown'", () => {
    expect(clientIpOf(request(undefined, "198.51.100.1"), compileTrustProxy("loopback"))).toBe("unknown");
  });

  test("values proxy-addr does not accept are refused", () => {
    expect(() => compileTrustProxy("somewhere")).toThrow(TypeError);
    expect(() => compileTrustProxy("10.0.0.0/99")).toThrow(TypeError);
  });
});

test("stampClientIp replaces a client-sent x-hems-client-ip", () => {
  const req = request("203.0.113.7", "198.51.100.1", { [CLIENT_IP_HEADER]: "1.1.1.1" });
  stampClientIp(req, compileTrustProxy(undefined));
  expect(req.headers[CLIENT_IP_HEADER]).toBe("203.0.113.7");
});
