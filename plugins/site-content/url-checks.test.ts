import { publicUrlProblem, siteUrlProblem } from "./url-checks";

describe("publicUrlProblem", () => {
  it.each([
    "https://example.com",
    "https://www.linkedin.com/in/jane-doe-1/",
    "http://example.org/path?q=1#top",
    "https://xn--mnchen-3ya.de",
    "https://93.184.216.34/",
    "https://172.32.0.1/just-outside-the-private-range",
    "https://[2606:4700::6810:85e5]/",
    "https://[::ffff:93.184.216.34]/",
    "https://[64:ff9b::93.184.216.34]/",
    "https://[2002:5db8:d822::1]/",
    "https://example.com./",
    "https://a-b.x1.example.com",
  ])("accepts %s", (url) => {
    expect(publicUrlProblem(url)).toBeUndefined();
  });

  it.each([
    ["example.com", "must be an http(s) URL"],
    ["ftp://example.com/file", "must be an http(s) URL"],
    ["mailto:jane@example.com", "must be an http(s) URL"],
    ["javascript:alert(1)", "must be an http(s) URL"],
    ["https://https://example.com", 'has its scheme twice (found "https://https://example.com"); keep one "https://"'],
    ["https://http//example.com", 'has its scheme twice (found "https://http//example.com"); keep one "https://"'],
    ["https://jane:secret@example.com", "must not contain a user name or password"],
    ["https://token@example.com", "must not contain a user name or password"],
    ["http://localhost:8000", 'must be a public address; "localhost" only works on your own machine or network'],
    ["http://api.localhost", 'must be a public address; "api.localhost" only works on your own machine or network'],
    ["http://printer.local", 'must be a public address; "printer.local" only works on your own machine or network'],
    ["http://127.0.0.1:9000", 'must be a public address; "127.0.0.1" only works on your own machine or network'],
    ["http://127.1", 'must be a public address; "127.0.0.1" only works on your own machine or network'],
    ["http://10.1.2.3", 'must be a public address; "10.1.2.3" only works on your own machine or network'],
    ["http://172.16.5.4", 'must be a public address; "172.16.5.4" only works on your own machine or network'],
    ["http://172.31.255.255", 'must be a public address; "172.31.255.255" only works on your own machine or network'],
    ["http://192.168.0.10", 'must be a public address; "192.168.0.10" only works on your own machine or network'],
    ["http://169.254.169.254", 'must be a public address; "169.254.169.254" only works on your own machine or network'],
    ["http://0.0.0.0", 'must be a public address; "0.0.0.0" only works on your own machine or network'],
    ["http://[::1]/", 'must be a public address; "[::1]" only works on your own machine or network'],
    ["http://[fd12::1]/", 'must be a public address; "[fd12::1]" only works on your own machine or network'],
    ["http://[fe80::1]/", 'must be a public address; "[fe80::1]" only works on your own machine or network'],
    ...[
      ["http://[::ffff:127.0.0.1]/", "[::ffff:7f00:1]"],
      ["http://[::ffff:192.168.1.1]/", "[::ffff:c0a8:101]"],
      ["http://[::ffff:0.0.0.0]/", "[::ffff:0:0]"],
      ["http://[::ffff:0:10.0.0.1]/", "[::ffff:0:a00:1]"],
      ["http://[64:ff9b::127.0.0.1]/", "[64:ff9b::7f00:1]"],
      ["http://[64:ff9b::c0a8:101]/", "[64:ff9b::c0a8:101]"],
      ["http://[2002:7f00:1::]/", "[2002:7f00:1::]"],
      ["http://[2002:c0a8:101::1]/", "[2002:c0a8:101::1]"],
      ["http://[::]/", "[::]"],
      ["http://0/", "0.0.0.0"],
      ["http://100.64.0.1/", "100.64.0.1"],
    ].map(([url, host]): [string, string] => [
      url!,
      `must be a public address; "${host}" only works on your own machine or network`,
    ]),
    ["https://intranet/page", 'must name a full domain such as example.com (found "intranet")'],
    ...[
      ['https://a"b.com', '"\\""'],
      ["https://a&b.com", '"&"'],
      ["https://a%26b.com", '"&"'],
      ["https://jane_doe.example.com", '"_"'],
      ["https://a{b}.com", '"{"'],
    ].map(([url, char]): [string, string] => [
      url!,
      `has an invalid host name ${JSON.stringify(new URL(url!).hostname)}: ${char} is not allowed; a host name holds only letters, digits, "-" and "."`,
    ]),
    ["https://a..b.com", 'has an invalid host name "a..b.com": a part between dots is empty'],
    [
      "https://-jane.example.com",
      'has an invalid host name "-jane.example.com": a part between dots starts or ends with "-"',
    ],
    [
      `https://${"a".repeat(64)}.com`,
      `has an invalid host name "${"a".repeat(64)}.com": a part between dots is longer than 63 characters`,
    ],
  ])("rejects %s", (url, problem) => {
    expect(publicUrlProblem(url)).toBe(problem);
  });
});

describe("siteUrlProblem", () => {
  it.each(["https://jane-doe.com", "https://jane-doe.com/"])("accepts the origin %s", (url) => {
    expect(siteUrlProblem(url)).toBeUndefined();
  });

  it.each(["https://jane-doe.com/portfolio", "https://jane-doe.com/?ref=x", "https://jane-doe.com/#top"])(
    "rejects %s, which has more than the origin",
    (url) => {
      expect(siteUrlProblem(url)).toMatch(/^must be the site's address without a path, e.g. "https:\/\/jane-doe.com"/);
    },
  );

  it.each(['https://jane"doe.com', "https://jane&doe.com"])("rejects %s, whose host no DNS name can be", (url) => {
    expect(siteUrlProblem(url)).toMatch(/^has an invalid host name /);
  });

  it("reports what any link would first", () => {
    expect(siteUrlProblem("http://localhost:8000")).toMatch(/^must be a public address/);
  });
});
