import { stemOf, termKey, toWords } from "./chat-words";
import { germanStemOf } from "./german-stem";

describe("toWords", () => {
  it("splits on anything but letters and digits, lowercases and drops accents and apostrophes", () => {
    expect(toWords("Alex's  CO-PILOT, 2024!")).toEqual(["alex", "co", "pilot", "2024"]);
    expect(toWords("Ringstraße’s")).toEqual(["ringstrasse"]);
    expect(toWords("Don't RÉSUMÉ")).toEqual(["dont", "resume"]);
    expect(toWords(" ?! ")).toEqual([]);
  });
});

describe("stemOf", () => {
  it.each([
    ["working", "work"],
    ["worked", "work"],
    ["internships", "internship"],
    ["passionate", "passion"],
    ["launched", "launch"],
    ["shipped", "ship"],
    ["studies", "studi"],
    ["study", "studi"],
    ["universities", "univers"],
    ["university", "univers"],
  ])("reads %s as %s", (word, stem) => {
    expect(stemOf(word)).toBe(stem);
  });
});

describe("termKey", () => {
  it("gives a keyword and its inflections one key, so the build can tell them apart from real differences", () => {
    expect(termKey("Alcohol-free  BEERS")).toBe(termKey("alcohol free beer"));
    expect(termKey("Worked on")).toBe(termKey("working on"));
    expect(termKey("studio")).not.toBe(termKey("study"));
    expect(termKey("?!")).toBe("");
  });
});

describe("germanStemOf", () => {
  const stemsOf = (text: string) => toWords(text).map(germanStemOf);

  it.each([
    ["Projekte", "Projekten"],
    ["Erfahrung", "Erfahrungen"],
    ["Universität", "universitat"],
    ["Universität", "Universitaet"],
    ["Fähigkeiten", "fahigkeiten"],
    ["Grüß", "gruss"],
  ])("reads %s and %s as one word", (a, b) => {
    expect(stemsOf(a)).toEqual(stemsOf(b));
  });

  it("keeps different words apart", () => {
    expect(stemsOf("Bier")).not.toEqual(stemsOf("Biene"));
  });

  it("gives terms their German key", () => {
    expect(termKey("Alkoholfreies Bier", germanStemOf)).toBe(termKey("alkoholfreie biere", germanStemOf));
  });
});
