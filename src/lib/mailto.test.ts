import { buildMailto } from "./mailto";

describe("buildMailto", () => {
  it("addresses the mail and leaves out an empty draft", () => {
    expect(buildMailto("hello@example.com")).toBe("mailto:hello@example.com");
    expect(buildMailto("hello@example.com", { subject: "", body: null })).toBe("mailto:hello@example.com");
  });

  it("encodes spaces as %20, never +", () => {
    const href = buildMailto("hello@example.com", { subject: "Hello there" });
    expect(href).toBe("mailto:hello@example.com?subject=Hello%20there");
    expect(href).not.toContain("+");
  });

  it("encodes line breaks in the body as %0A", () => {
    expect(buildMailto("a@b.at", { body: "Hi,\n\nBest" })).toBe("mailto:a@b.at?body=Hi%2C%0A%0ABest");
  });

  it("keeps &, ? and # inside their field so the draft is not cut short", () => {
    const href = buildMailto("a@b.at", { subject: "Q&A? #1", body: "a=b & c" });
    expect(href).toBe("mailto:a@b.at?subject=Q%26A%3F%20%231&body=a%3Db%20%26%20c");
    const url = new URL(href);
    expect(url.hash).toBe("");
    expect(url.searchParams.get("subject")).toBe("Q&A? #1");
    expect(url.searchParams.get("body")).toBe("a=b & c");
  });

  it("round-trips non-ASCII text and a literal plus", () => {
    const subject = "Hello Alex – let's talk 1+1";
    const url = new URL(buildMailto("a@b.at", { subject }));
    expect(url.search).toContain("1%2B1");
    expect(decodeURIComponent(url.search.replace("?subject=", ""))).toBe(subject);
  });

  it("puts the subject before the body", () => {
    expect(buildMailto("a@b.at", { body: "B", subject: "S" })).toBe("mailto:a@b.at?subject=S&body=B");
  });
});
