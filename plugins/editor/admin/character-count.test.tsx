import React, { Component } from "react";
import { render, screen } from "@testing-library/react";
import { withCharacterCount, type ControlProps } from "./character-count";

/** A control as Decap's are: a class whose instance says whether its value is valid. */
class Input extends Component<ControlProps> {
  isValid = () => this.props.value !== "invalid";
  override render() {
    return <input aria-label="Tagline" defaultValue={String(this.props.value ?? "")} />;
  }
}
const Counted = withCharacterCount(Input);
const field = (limit?: number) => ({ get: (key: string) => (key === "limit" ? limit : undefined) });

describe("withCharacterCount", () => {
  it("shows the count against the limit under the control, and how many are too many", () => {
    const { rerender } = render(<Counted field={field(10)} value="Hello" />);
    expect(screen.getByRole("textbox", { name: "Tagline" })).toBeInTheDocument();
    expect(screen.getByText("5 / 10")).toBeInTheDocument();
    rerender(<Counted field={field(3)} value="Hello" />);
    expect(screen.getByText("5 / 3: 2 too many")).toBeInTheDocument();
  });

  it("shows no count where the field has no limit", () => {
    render(<Counted field={field()} value="Hello" />);
    expect(screen.queryByText(/\/ \d+/)).toBeNull();
  });

  it("asks the control inside whether its value is valid, as Decap asks the outer one", () => {
    const ref = React.createRef<InstanceType<typeof Counted>>();
    const { rerender } = render(<Counted ref={ref} field={field(10)} value="fine" />);
    expect(ref.current!.isValid()).toBe(true);
    rerender(<Counted ref={ref} field={field(10)} value="invalid" />);
    expect(ref.current!.isValid()).toBe(false);
  });
});
