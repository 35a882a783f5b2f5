import { buildPersonJsonLd, buildPostingJsonLd } from "./json-ld";

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

describe("buildPostingJsonLd", () => {
  it("describes a post as a BlogPosting by its author, and escapes what could close its script", () => {
    const json = buildPostingJsonLd({
      headline: "Shipping </script> fast",
      description: "What a first version needs.",
      datePublished: "2026-03-14",
      url: "https://alex.example/writing/shipping/",
      inLanguage: "en",
      author: { name: "Alex", url: "https://alex.example/" },
    });
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json)).toEqual({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "Shipping </script> fast",
      description: "What a first version needs.",
      datePublished: "2026-03-14",
      url: "https://alex.example/writing/shipping/",
      mainEntityOfPage: "https://alex.example/writing/shipping/",
      inLanguage: "en",
      author: { "@type": "Person", name: "Alex", url: "https://alex.example/" },
    });
  });
});
