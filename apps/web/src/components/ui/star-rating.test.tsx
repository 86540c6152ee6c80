import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { StarRating, StarRatingInput, starsLabel } from "./star-rating.tsx";

function Rating({ initial = null, clearable = false }: { initial?: number | null; clearable?: boolean }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <StarRatingInput
      legend="Teaching"
      name="teaching"
      value={value}
      onChange={setValue}
      onClear={clearable ? () => setValue(null) : undefined}
      error={value === 1 ? "One star? Tell us why below." : null}
    />
  );
}

describe("StarRating", () => {
  it("is one image named by its number, filled to one decimal", () => {
    render(<StarRating value={4.27} />);
    const stars = screen.getByRole("img", { name: "4.3 out of 5 stars" });
    expect(stars.lastElementChild).toHaveStyle({ width: "86%" });
    expect(starsLabel(5)).toBe("5 out of 5 stars");
    expect(starsLabel(1)).toBe("1 out of 5 stars");
  });

  it("takes a label of its own and keeps the fill between none and five stars", () => {
    render(<StarRating value={7} label="Score: 5 out of 5 stars" />);
    expect(screen.getByRole("img", { name: "Score: 5 out of 5 stars" }).lastElementChild).toHaveStyle({
      width: "100%",
    });
  });
});

describe("StarRatingInput", () => {
  it("is a group of five named radio buttons that the keyboard moves through", async () => {
    render(<Rating />);
    const group = screen.getByRole("group", { name: "Teaching (optional)" });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => radio.closest("label")?.textContent)).toEqual([
      "1 star",
      "2 stars",
      "3 stars",
      "4 stars",
      "5 stars",
    ]);
    const user = userEvent.setup();
    await user.tab();
    expect(radios[0]).toHaveFocus();
    await user.keyboard(" ");
    expect(radios[0]).toBeChecked();
    expect(group).toHaveAccessibleDescription("One star? Tell us why below.");
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(radios[2]).toBeChecked();
    expect(radios[2]).toHaveFocus();
    expect(group).not.toHaveAccessibleDescription();
    expect(within(group).getByText("3 out of 5")).toBeInTheDocument();
  });

  it("offers to take an optional rating back", async () => {
    render(<Rating initial={4} clearable />);
    const group = screen.getByRole("group", { name: "Teaching (optional)" });
    expect(within(group).getByRole("radio", { name: "4 stars" })).toBeChecked();
    await userEvent.setup().click(within(group).getByRole("button", { name: "Clear the rating of Teaching" }));
    expect(
      within(group)
        .getAllByRole("radio")
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false);
    expect(within(group).getByText("Not rated")).toBeInTheDocument();
    expect(within(group).queryByRole("button")).not.toBeInTheDocument();
  });
});
