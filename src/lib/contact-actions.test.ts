import { CONTACT_ACTION_KINDS } from "./contact-action-kinds";
import { isContactActionKind, resolveContactAction, shownContactActions, type ContactLinks } from "./contact-actions";

const links: ContactLinks = {
  email: "hello@example.com",
  mail: { subject: "Hi there", body: "Line one\nLine two" },
  schedulingUrl: "https://calendly.example/me/30min",
  linkedinUrl: "https://www.linkedin.example/in/me",
};

describe("resolveContactAction", () => {
  it("email opens a prefilled mail draft in the same tab", () => {
    expect(resolveContactAction("email", links)).toEqual({
      kind: "email",
      href: "mailto:hello@example.com?subject=Hi%20there&body=Line%20one%0ALine%20two",
      opensNewTab: false,
    });
  });

  it.each([
    ["schedule", links.schedulingUrl],
    ["linkedin", links.linkedinUrl],
  ])("%s opens %s in a new tab", (kind, href) => {
    expect(resolveContactAction(kind, links)).toEqual({ kind, href, opensNewTab: true });
  });

  it("projects is an in-page link that scrolls to the projects section", () => {
    expect(resolveContactAction("projects", links)).toEqual({
      kind: "projects",
      href: "#projects",
      opensNewTab: false,
      scrollTo: "projects",
    });
  });

  it("returns null for an unknown kind instead of guessing", () => {
    expect(resolveContactAction("fax", links)).toBeNull();
    expect(resolveContactAction("", links)).toBeNull();
  });

  it("knows exactly the four kinds content may use", () => {
    expect(CONTACT_ACTION_KINDS).toEqual(["email", "schedule", "linkedin", "projects"]);
    expect(isContactActionKind("schedule")).toBe(true);
    expect(isContactActionKind("Schedule")).toBe(false);
  });
});

describe("shownContactActions", () => {
  const actions = ["projects", "email", "fax", "linkedin"].map((action) => ({ action }));

  it("keeps the owner's order and drops a kind the site does not know", () => {
    const shown = shownContactActions(actions, links, ["hero", "projects", "contact"]);
    expect(shown.map(({ action }) => action.action)).toEqual(["projects", "email", "linkedin"]);
  });

  it("drops a button that would scroll to a hidden section", () => {
    const shown = shownContactActions(actions, links, ["hero", "about", "contact"]);
    expect(shown.map(({ target }) => target.kind)).toEqual(["email", "linkedin"]);
  });
});
