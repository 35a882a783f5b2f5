import React, { Component } from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import type { TranslationPlan } from "../../site-content/merge-translation";
import { withTranslationGaps, type ListProps } from "./translated-list";

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
const Translated = withTranslationGaps(List, plans, {
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

describe("withTranslationGaps", () => {
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
