import { typeset } from "./typeset";

describe("typeset", () => {
  it("sets English quotes, apostrophes, dashes and ellipses", () => {
    expect(typeset(`He said "hi" and 'yo'. It's Alex's AI... the '90s`, "en")).toBe(
      "He said “hi” and ‘yo’. It’s Alex’s AI… the ’90s",
    );
    expect(typeset("Builder - Fast, Hands-On, Impact-Driven", "en")).toBe("Builder – Fast, Hands-On, Impact-Driven");
    expect(typeset("2021 -- 2023, wait --- what", "en")).toBe("2021 – 2023, wait — what");
  });

  it("sets German quotes, with ’ for every apostrophe", () => {
    expect(typeset(`Er sagte "hallo" und 'na'. Wie geht's - gut... Andreas' Idee`, "de")).toBe(
      "Er sagte „hallo“ und ‚na‘. Wie geht’s – gut… Andreas’ Idee",
    );
  });

  it("leaves hyphens inside words, minus signs and line-leading hyphens alone", () => {
    expect(typeset("state-of-the-art, -5 °C", "en")).toBe("state-of-the-art, -5 °C");
    expect(typeset("first\n- item", "en")).toBe("first\n- item");
  });

  it("keeps code, web addresses and mail addresses as typed, and pairs quotes around them", () => {
    expect(
      typeset(`Run \`npm run "build" -- --x\` or see "https://example.com/a-b--c's" - mail a.b-c@x.co`, "en"),
    ).toBe('Run `npm run "build" -- --x` or see “https://example.com/a-b--c\'s” – mail a.b-c@x.co');
  });

  it("returns a text with nothing to set unchanged", () => {
    expect(typeset("Prototype → Feedback → Iterate", "de")).toBe("Prototype → Feedback → Iterate");
    expect(typeset("", "en")).toBe("");
  });
});
