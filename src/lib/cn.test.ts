import { cn } from "./cn";

describe("cn", () => {
  it("joins the classes that apply, with single spaces", () => {
    const highlighted = false;
    expect(cn("card p-5", highlighted && "border-accent-ink", undefined, "", "sm:p-6")).toBe("card p-5 sm:p-6");
  });

  it("keeps a caller's classes after the component's own", () => {
    expect(cn("relative overflow-hidden", "h-12 w-12")).toBe("relative overflow-hidden h-12 w-12");
  });
});
