import { withPlainMessages } from "./plain-messages";

describe("withPlainMessages", () => {
  const decap = {
    editor: {
      editorControlPane: {
        widget: { regexPattern: "%{fieldLabel} didn't match the pattern: %{pattern}.", processing: "busy" },
      },
      other: "kept",
    },
    ui: { toast: { entrySaved: "Entry saved" } },
    app: { name: "x" },
  };

  it("rewords the refusals and keeps every other phrase", () => {
    const plain = withPlainMessages(decap) as typeof decap & { ui: { toast: Record<string, string> } };
    expect(plain.editor.editorControlPane.widget).toMatchObject({
      regexPattern: "%{fieldLabel} must be %{pattern}.",
      processing: "busy",
    });
    expect(plain.editor.other).toBe("kept");
    expect(plain.ui.toast).toMatchObject({ entrySaved: "Entry saved", missingRequiredField: expect.any(String) });
    expect(plain.app).toBe(decap.app);
  });

  it("starts from nothing where Decap's phrases lack a part", () => {
    expect(withPlainMessages({})).toMatchObject({
      editor: { editorControlPane: { widget: { regexPattern: expect.any(String) } } },
    });
  });
});
