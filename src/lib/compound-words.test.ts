import { endsSentence, splitClauses, splitCompounds, splitLastWords } from "./compound-words";

describe("splitCompounds", () => {
  it("marks each hyphenated compound, with its punctuation, and leaves the rest as it is", () => {
    expect(splitCompounds("Entrepreneurial Product Builder - Fast, Hands-On, Impact-Driven")).toEqual([
      { text: "Entrepreneurial Product ", compound: false },
      { text: "Builder -", compound: true },
      { text: " Fast, ", compound: false },
      { text: "Hands-On,", compound: true },
      { text: " ", compound: false },
      { text: "Impact-Driven", compound: true },
    ]);
  });

  it("binds a dash between words to the word before it, so no line starts with the dash", () => {
    expect(splitCompounds("Coffee or a call anywhere – I'm in. One — two")).toEqual([
      { text: "Coffee or ", compound: false },
      { text: "a call", compound: true },
      { text: " ", compound: false },
      { text: "anywhere –", compound: true },
      { text: " I'm in. ", compound: false },
      { text: "One —", compound: true },
      { text: " two", compound: false },
    ]);
  });

  it("binds a hyphen typed as a dash to the word before it, as a dash, so no line starts with it", () => {
    expect(splitCompounds("Hands-On - fast - Driven")).toEqual([
      { text: "Hands-On -", compound: true },
      { text: " ", compound: false },
      { text: "fast -", compound: true },
      { text: " Driven", compound: false },
    ]);
    expect(splitCompounds("Build - test – learn")).toEqual([
      { text: "Build -", compound: true },
      { text: " ", compound: false },
      { text: "test –", compound: true },
      { text: " learn", compound: false },
    ]);
    expect(splitCompounds("- a list mark")).toEqual([
      { text: "- ", compound: false },
      { text: "a list", compound: true },
      { text: " mark", compound: false },
    ]);
  });

  it("leaves a leading minus, a trailing dash and a dash across a line break alone", () => {
    expect(splitCompounds("-5 degrees and -")).toEqual([
      { text: "-5 degrees", compound: true },
      { text: " and -", compound: false },
    ]);
    expect(splitCompounds("first\n- item")).toEqual([{ text: "first\n- item", compound: false }]);
  });

  /** The runs kept on one line, in running text unless told otherwise. */
  const kept = (text: string, compounds = false) =>
    splitCompounds(text, { compounds })
      .filter((run) => run.compound)
      .map((run) => run.text);

  it("keeps a number with the sign spaced after it, in running text too", () => {
    const text = "Retention von 31 % auf 44 % (plus 50 €), 120 Gäste";
    expect(kept(text, true)).toEqual(["31 %", "44 %", "50 €),", "120 Gäste"]);
    expect(kept(text)).toEqual(["31 %", "44 %", "50 €),", "120 Gäste"]);
  });

  it("keeps a number with the word it counts, and a spaced & or / with the word before it", () => {
    expect(kept("20 g of protein and 25 user interviews in 2024.")).toEqual(["20 g", "25 user"]);
    expect(kept("MVP testing & / AI Workflows, Discovery & Interviews")).toEqual(["testing & /", "Discovery &"]);
    expect(kept("and/or, R&D, 3D printing")).toEqual([]);
  });

  it("keeps a small word of one letter with the word after it, so no line ends on it", () => {
    expect(kept("before they spent a year building them, as I said")).toEqual(["a year"]);
    expect(kept("Plan B is a plan; x-ray and e-mail stay as they are")).toEqual(["a plan;", "x-ray", "e-mail"]);
    // A capital may end a line: "How can I / contact Alex?" reads better than "How can / I contact Alex?".
    expect(kept("How can I contact Alex?")).toEqual([]);
  });

  it("in running text keeps a compound whole where any line holds it, and lets a longer one wrap", () => {
    expect(kept("Pop-up-Verkostungen mit 3D-gedruckten Teilen und KI-Stimme.")).toEqual([
      "Pop-up-Verkostungen",
      "3D-gedruckten",
      "KI-Stimme.",
    ]);
    expect(kept("Donaudampfschifffahrts-Kapitänsmützen sind lang")).toEqual([]);
  });

  it("keeps compounds of several parts and of other scripts whole", () => {
    expect(splitCompounds("state-of-the-art Wien-Süd")).toEqual([
      { text: "state-of-the-art", compound: true },
      { text: " ", compound: false },
      { text: "Wien-Süd", compound: true },
    ]);
  });

  it("joins back to the text unchanged", () => {
    const text = "Prototype → Feedback → Iterate. Hands-On, x-1 – ok";
    expect(
      splitCompounds(text)
        .map((run) => run.text)
        .join(""),
    ).toBe(text);
  });

  it("returns nothing for empty text", () => {
    expect(splitCompounds("")).toEqual([]);
  });
});

describe("splitLastWords", () => {
  it("splits before the last two words, a spaced dash between them included", () => {
    expect(splitLastWords("Coffee or a call anywhere – fine")).toEqual({
      head: "Coffee or a call ",
      lastWords: "anywhere – fine",
    });
    // A connector is no word: the one before it comes along, so "&" never stands alone above the last word.
    expect(splitLastWords("Product Discovery & Nutzerinterviews")).toEqual({
      head: "Product ",
      lastWords: "Discovery & Nutzerinterviews",
    });
    // A hyphen typed as a dash ends no line and starts none: the words it joins come along.
    expect(splitLastWords("Product Discovery - User Interviews")).toEqual({
      head: "Product ",
      lastWords: "Discovery - User Interviews",
    });
    expect(splitLastWords("Ich bin da\n")).toEqual({ head: "Ich ", lastWords: "bin da\n" });
    expect(splitLastWords("line one\nalone")).toEqual({ head: "line one\nalone", lastWords: "" });
  });

  it("counts words joined by a no-break space as one, so the last two never part them", () => {
    expect(splitLastWords("Rather ask Ana\u00a0Novak directly?")).toEqual({
      head: "Rather ask ",
      lastWords: "Ana\u00a0Novak directly?",
    });
    expect(splitLastWords("Frag lieber Ana\u00a0Novak")).toEqual({ head: "Frag ", lastWords: "lieber Ana\u00a0Novak" });
  });

  it("takes a number before the last two along, so it keeps the sign or word it counts", () => {
    expect(splitLastWords("Retention von 31 % auf 44 % gesteigert")).toEqual({
      head: "Retention von 31 % auf ",
      lastWords: "44 % gesteigert",
    });
    expect(splitLastWords("Protein mit 20 g Eiweiß")).toEqual({ head: "Protein mit ", lastWords: "20 g Eiweiß" });
    // A number that is not the token's end, or that opens the text, stays where it is.
    expect(splitLastWords("Shipped on day 2, fully tested").lastWords).toBe("fully tested");
    expect(splitLastWords("44 % gesteigert")).toEqual({ head: "44 % gesteigert", lastWords: "" });
  });

  it("takes a small word of one letter before the last two along, so no line ends on it", () => {
    expect(splitLastWords("Pick a slot for a free consultation")).toEqual({
      head: "Pick a slot for ",
      lastWords: "a free consultation",
    });
    expect(splitLastWords("How can I contact Alex?").lastWords).toBe("contact Alex?");
    // Opening the text, it stays at the head: the last two words still share a line.
    expect(splitLastWords("A free consultation").lastWords).toBe("free consultation");
  });

  it("keeps a short closing sentence whole, so no line ends inside it", () => {
    expect(splitLastWords("© 2026 Ana Novak. All rights reserved.")).toEqual({
      head: "© 2026 Ana Novak. ",
      lastWords: "All rights reserved.",
    });
    expect(splitLastWords("Have an idea worth testing? Let’s prototype it.")).toEqual({
      head: "Have an idea worth testing? ",
      lastWords: "Let’s prototype it.",
    });
    expect(splitLastWords("Eine Idee, die einen Test verdient? Bauen wir den Prototyp.").lastWords).toBe(
      "Bauen wir den Prototyp.",
    );
    // A longer closing sentence keeps only its last two words together.
    expect(splitLastWords("Safe and honest. Built with social workers.").lastWords).toBe("social workers.");
    expect(splitLastWords("Done. We will ship it today.").lastWords).toBe("it today.");
    // Three words that are not a sentence of their own are not one phrase.
    expect(splitLastWords("I build products fast").lastWords).toBe("products fast");
  });

  it("leaves text of one or two words whole", () => {
    expect(splitLastWords("Contact")).toEqual({ head: "Contact", lastWords: "" });
    expect(splitLastWords("Second phrase")).toEqual({ head: "Second phrase", lastWords: "" });
  });

  it("joins back to the text unchanged", () => {
    const text = "Ich baue Produkte – vom ersten Gespräch bis zum ersten Kunden.";
    const { head, lastWords } = splitLastWords(text);
    expect(head + lastWords).toBe(text);
  });
});

describe("a text with a run of more than 100 characters without a space, or of spaces only", () => {
  const paste = '<img src="/x.png" onerror="alert(1)"><b>bold</b> and more-words ' + "x".repeat(9_940);

  it("is set as it stands: one plain run, and no last words", () => {
    expect(splitCompounds(paste)).toEqual([{ text: paste, compound: false }]);
    expect(splitCompounds(paste, { compounds: false })).toEqual([{ text: paste, compound: false }]);
    expect(splitLastWords(paste)).toEqual({ head: paste, lastWords: "" });
  });

  it("takes no time to split: the patterns' backtracking took 0.2-0.3 s for 10,000 characters", () => {
    const started = performance.now();
    for (let pass = 0; pass < 10; pass += 1) {
      splitCompounds(paste);
      splitCompounds(paste, { compounds: false });
      splitLastWords(paste);
    }
    expect(performance.now() - started).toBeLessThan(100);
  });

  it("is set as it stands with a run of over 100 spaces: 40,000 between two words took 1.1 s a call", () => {
    const spaced = `Hi and ${" ".repeat(40_000)}bye - for now`;
    const started = performance.now();
    expect(splitCompounds(spaced)).toEqual([{ text: spaced, compound: false }]);
    expect(splitLastWords(spaced)).toEqual({ head: spaced, lastWords: "" });
    expect(splitLastWords(`${spaced}${"\n".repeat(40_000)}`).lastWords).toBe("");
    expect(performance.now() - started).toBeLessThan(100);
  });

  it("leaves a word of 100 characters, and 100 spaces, to the usual rules", () => {
    expect(splitLastWords(`a b${" ".repeat(100)}is long`)).toEqual({
      head: "a ",
      lastWords: `b${" ".repeat(100)}is long`,
    });

    const word = "x".repeat(100);
    expect(splitCompounds(`${word} Hands-On, fast`)).toEqual([
      { text: `${word} `, compound: false },
      { text: "Hands-On,", compound: true },
      { text: " fast", compound: false },
    ]);
    expect(splitLastWords(`a ${word} is long`)).toEqual({ head: `a ${word} `, lastWords: "is long" });
  });
});

describe("endsSentence", () => {
  it("tells a head that ends a sentence, before the space after it, from one that runs on", () => {
    const { head } = splitLastWords("Eine Idee, die einen Test verdient? Bauen wir den Prototyp.");
    expect(head).toBe("Eine Idee, die einen Test verdient? ");
    expect(endsSentence(head)).toBe(true);
    expect(endsSentence("Private by design:")).toBe(true);
    expect(endsSentence(splitLastWords("Done. We will ship it today.").head)).toBe(false);
  });
});

describe("splitClauses", () => {
  const joined = (parts: { gap: string; clause: string }[]) => parts.map(({ gap, clause }) => gap + clause).join("");

  it("ends a clause after each spaced dash, keeping the dash with the clause it ends", () => {
    expect(splitClauses("Bauen – testen —  lernen").map(({ clause }) => clause)).toEqual([
      "Bauen –",
      "testen —",
      "lernen",
    ]);
  });

  it("ends a clause after a hyphen typed as a dash, as after a dash, and never at a hyphen inside a word", () => {
    const text = "Entrepreneurial Product Builder - Fast, Hands-On, Impact-Driven";
    expect(splitClauses(text)).toEqual([
      { gap: "", clause: "Entrepreneurial Product Builder -" },
      { gap: " ", clause: "Fast, Hands-On, Impact-Driven" },
    ]);
    expect(joined(splitClauses(text))).toBe(text);
    expect(splitClauses("Product Discovery - User Interviews").map(({ clause }) => clause)).toEqual([
      "Product Discovery -",
      "User Interviews",
    ]);
    expect(splitClauses("Hands-On, Impact-Driven")).toEqual([{ gap: "", clause: "Hands-On, Impact-Driven" }]);
  });

  it("with atCommas, ends a clause after each comma that closes a phrase too, and never inside a number", () => {
    const text = "Building fast, failing smart, learning faster.";
    expect(splitClauses(text, { atCommas: true })).toEqual([
      { gap: "", clause: "Building fast," },
      { gap: " ", clause: "failing smart," },
      { gap: " ", clause: "learning faster." },
    ]);
    expect(joined(splitClauses(text, { atCommas: true }))).toBe(text);
    expect(splitClauses(text)).toEqual([{ gap: "", clause: text }]);
    expect(splitClauses("In 1,5 Jahren gebaut – und verkauft", { atCommas: true }).map(({ clause }) => clause)).toEqual(
      ["In 1,5 Jahren gebaut –", "und verkauft"],
    );
  });

  it("ends a clause between sentences, where a capital starts the next", () => {
    const text = "Eine Idee, die einen Test verdient? Bauen wir den Prototyp.";
    expect(splitClauses(text)).toEqual([
      { gap: "", clause: "Eine Idee, die einen Test verdient?" },
      { gap: " ", clause: "Bauen wir den Prototyp." },
    ]);
    expect(splitClauses("© 2026 Ana Novak. All rights reserved.").map(({ clause }) => clause)).toEqual([
      "© 2026 Ana Novak.",
      "All rights reserved.",
    ]);
    expect(splitClauses("Hi! Next line\nstays.").map(({ clause }) => clause)).toEqual(["Hi!", "Next line\nstays."]);
  });

  it("keeps an abbreviation's stop, and a stop before a small letter, inside the clause", () => {
    expect(splitClauses("Ask Dr. Novak or Mr. Ray")).toEqual([{ gap: "", clause: "Ask Dr. Novak or Mr. Ray" }]);
    expect(splitClauses("Tools, e.g. Figma. and more")).toEqual([{ gap: "", clause: "Tools, e.g. Figma. and more" }]);
    expect(splitClauses("v1.2 Release")).toEqual([{ gap: "", clause: "v1.2 Release" }]);
  });

  it("leaves text without a spaced dash whole, hyphens inside words included", () => {
    expect(splitClauses("Hands-On and fast")).toEqual([{ gap: "", clause: "Hands-On and fast" }]);
    expect(splitClauses("- a list mark")).toEqual([{ gap: "", clause: "- a list mark" }]);
  });
});
