/** @jest-environment node */
import { countedFromOne, isChangeRequest, saveProblems } from "./save-problems";

describe("saveProblems", () => {
  it("keeps the build's lines under a title, each list entry counted from 1", () => {
    expect(
      saveProblems(
        'The build would refuse this change:\ncontent/site.json sections[1]: repeats sections[0]\ncontent/projects.json projects[2] "Puppet": link must be an http(s) URL',
      ),
    ).toEqual({
      title: "Not saved. The build would refuse this change.",
      lines: [
        "content/site.json sections #2: repeats sections #1",
        'content/projects.json projects #3 "Puppet": link must be an http(s) URL',
      ],
    });
  });

  it("gives any other refusal as its one sentence", () => {
    expect(saveProblems('There is no collection named "nowhere".')).toEqual({
      title: "Not saved.",
      lines: ['There is no collection named "nowhere".'],
    });
  });
});

describe("countedFromOne", () => {
  it("names nested entries by their place from 1, and leaves other brackets alone", () => {
    expect(countedFromOne("heroPhotos[0].image and topics[10].answers[2]")).toBe(
      "heroPhotos #1 › image and topics #11 › answers #3",
    );
    expect(countedFromOne("[1] and x[a]")).toBe("[1] and x[a]");
  });
});

describe("isChangeRequest", () => {
  it("tells a change from a read by the request's action", () => {
    expect(isChangeRequest(JSON.stringify({ action: "persistEntry", params: {} }))).toBe(true);
    expect(isChangeRequest(JSON.stringify({ action: "deleteFiles", params: {} }))).toBe(true);
    expect(isChangeRequest(JSON.stringify({ action: "getEntry", params: {} }))).toBe(false);
    expect(isChangeRequest("not json")).toBe(false);
    expect(isChangeRequest(undefined)).toBe(false);
  });
});
