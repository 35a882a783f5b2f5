import React, { Component } from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import type { TranslationPlan } from "../../site-content/merge-translation";
import { withListHelp, type ListProps } from "./list-control";

/** Decap's list control as far as the panel uses it: a class whose instance adds an entry and checks itself. */
class List extends Component<ListProps> {
  added: unknown[] = [];
  addItem = (item: unknown) => this.added.push(item);
  isValid = () => true;
  override render() {
    return <ul aria-label="Projects" />;
  }
}

const plans: Record<string, TranslationPlan> = {
  projects: {
    role: "shared",
    fields: {
      projects: {
        role: "shared",
        entries: { role: "shared", fields: { id: { role: "shared" }, title: { role: "translated" } } },
        key: { field: "id", derive: [{ field: "title" }], positional: true },
      },
    },
  },
};
const Translated = withListHelp(List, plans, {
  first: "English",
  of: (collection) => (collection === "content-de" ? "Deutsch" : null),
});

const english = { projects: [{ id: "puppet", title: "Kids AI Puppet" }, { title: "Protein Beer" }] };
const props = (collection: string, value: unknown[]) => ({
  field: {
    get: (key: string) => (key === "name" ? "projects" : undefined),
    clear: () => ({ merge: (v: object) => v }),
  },
  value: { toJS: () => value },
  entry: { get: (key: string) => (key === "collection" ? collection : "projects") },
  loadEntry: jest.fn(async () => ({ data: english })),
});

describe("withListHelp", () => {
  it("lists the first language's entries a translation lacks, and adds one to translate", async () => {
    const ref = React.createRef<InstanceType<typeof Translated>>();
    const own = props("content-de", [{ id: "puppet", title: "KI-Handpuppe" }]);
    render(<Translated ref={ref} {...own} />);
    const add = await screen.findByRole("button", { name: "Translate “Protein Beer”" });
    expect(own.loadEntry).toHaveBeenCalledWith("content", "projects");
    expect(screen.getByRole("region", { name: "Translation of this list into Deutsch" })).toHaveTextContent(
      "1 entry of the English list has no Deutsch translation yet",
    );
    fireEvent.click(add);
    expect((ref.current!.inner as List).added).toEqual([{ id: "protein-beer", title: "Protein Beer" }]);
    expect(screen.getByRole("list", { name: "Projects" })).toBeInTheDocument();
    expect(ref.current!.isValid()).toBe(true);
  });

  it("says nothing on the first language's list", async () => {
    const own = props("content", english.projects);
    render(<Translated {...own} />);
    expect(screen.getByRole("list", { name: "Projects" })).toBeInTheDocument();
    await Promise.resolve();
    expect(own.loadEntry).not.toHaveBeenCalled();
    expect(screen.queryByRole("region")).toBeNull();
  });
});

describe("withListHelp on a refused entry", () => {
  /** Decap's list control as far as the aid uses it: its entries' ids and folds, its check, its way to unfold one. */
  class Folded extends Component<ListProps> {
    override state = { keys: ["a", "b", "c"], itemsCollapsed: [false, true, true] };
    focus = jest.fn();
    validate = jest.fn();
    override render() {
      return <ul aria-label="Projects" />;
    }
  }
  const Helped = withListHelp(Folded, plans, { first: "English", of: () => null });
  const errorsOf = (value: unknown) => ({ toJS: () => value });
  const refused = (id: string) =>
    errorsOf({ link: [{ parentIds: ["projects", id], message: "Link must be a web address." }] });
  const projects = [{ title: "Puppet" }, { title: "Beer" }, { title: "Band" }];
  const base = {
    ...props("content", projects),
    field: {
      get: (key: string) => ({ name: "projects", label: "Projects" })[key],
      clear: () => ({ merge: (v: object) => v }),
    },
  };

  beforeEach(() => {
    window.HTMLElement.prototype.scrollIntoView = jest.fn();
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      callback(0);
      return 0;
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it("on a publish's check, opens the first entry holding a refused field, and names it counted from 1", () => {
    const ref = React.createRef<InstanceType<typeof Helped>>();
    const { rerender } = render(<Helped ref={ref} {...base} fieldsErrors={refused("c")} />);
    // While the owner types, nothing opens or moves.
    expect(screen.queryByRole("alert")).toBeNull();
    act(() => ref.current!.validate());
    const list = ref.current!.inner as Folded;
    expect(list.validate).toHaveBeenCalled();
    expect(list.focus).toHaveBeenCalledWith("2");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Fix before publishing: Projects, entry 3 “Band”: Link must be a web address.",
    );
    rerender(<Helped ref={ref} {...base} fieldsErrors={errorsOf({})} />);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("names an open entry without unfolding anything", () => {
    const ref = React.createRef<InstanceType<typeof Helped>>();
    render(<Helped ref={ref} {...base} fieldsErrors={refused("a")} />);
    act(() => ref.current!.validate());
    expect((ref.current!.inner as Folded).focus).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent("entry 1 “Puppet”");
  });

  it("says nothing when the check finds every entry in order", () => {
    const ref = React.createRef<InstanceType<typeof Helped>>();
    render(<Helped ref={ref} {...base} fieldsErrors={errorsOf({})} />);
    act(() => ref.current!.validate());
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
