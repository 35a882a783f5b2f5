/** @jest-environment node */
import { CLIENT_MAX_CHARS, UNKNOWN_CLIENT, clientAddress } from "./client-address.ts";

describe("clientAddress", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["203.0.113.7, 10.0.0.1, 172.16.0.1", "203.0.113.7"],
    ["  198.51.100.23  ,10.0.0.1", "198.51.100.23"],
    ["010.000.000.001", "10.0.0.1"],
    ["2001:db8:85a3:8d3:1319:8a2e:370:7348", "2001:db8:85a3:8d3::/64"],
    ["2001:DB8:85A3:08D3::1", "2001:db8:85a3:8d3::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::ffff:cb00:7107", "203.0.113.7"],
  ])("reads %p as %p", (header, client) => {
    expect(clientAddress(header)).toBe(client);
  });

  it("counts every address of one /64 as one client, and other /64s apart", () => {
    expect(clientAddress("2001:db8:1:2:aaaa::1")).toBe(clientAddress("2001:db8:1:2:bbbb:cccc:dddd:eeee"));
    expect(clientAddress("2001:db8:1:2::1")).not.toBe(clientAddress("2001:db8:1:3::1"));
  });

  it.each([null, "", " ", ", 10.0.0.1"])("puts requests without an address (%p) in one shared allowance", (header) => {
    expect(clientAddress(header)).toBe(UNKNOWN_CLIENT);
  });

  it.each([
    ["256.1.1.1", "256.1.1.1"],
    ["fe80::1%eth0", "fe80::1%eth0"],
    ["unknown-proxy", "unknown-proxy"],
  ])("uses an entry that is no IP address as it is (%p)", (header, client) => {
    expect(clientAddress(header)).toBe(client);
  });

  it("caps an entry that is no IP address", () => {
    expect(clientAddress("x".repeat(CLIENT_MAX_CHARS * 2))).toHaveLength(CLIENT_MAX_CHARS);
  });
});
