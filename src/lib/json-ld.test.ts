import { buildPersonJsonLd } from "./json-ld";

describe("buildPersonJsonLd", () => {
  const person = {
    name: "Ada </script><script>alert(1)</script>",
    jobTitle: "Builder",
    email: "a@example.com",
    location: "Vienna, Austria",
    url: "https://example.com/",
    sameAs: ["https://www.linkedin.com/in/example"],
  };

  it("produces parseable schema.org Person data", () => {
    const parsed = JSON.parse(buildPersonJsonLd(person));
    expect(parsed["@type"]).toBe("Person");
    expect(parsed.name).toBe(person.name);
    expect(parsed.email).toBe("mailto:a@example.com");
    expect(parsed.sameAs).toEqual(person.sameAs);
  });

  it("never lets content close the script element", () => {
    expect(buildPersonJsonLd(person)).not.toContain("</script>");
  });
});
