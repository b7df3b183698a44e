// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Section, SectionHeading, SectionTitle } from "./section-heading";

afterEach(cleanup);

describe("Section", () => {
  it("is a region named by its heading, wherever the heading sits inside it", () => {
    render(
      <>
        <Section>
          <div>
            <SectionHeading headline={{ eyebrow: "Eyebrow", heading: "Tool room" }} />
          </div>
        </Section>
        <Section>
          <SectionTitle as="h1">Welcome</SectionTitle>
        </Section>
      </>,
    );
    expect(screen.getByRole("region", { name: "Tool room" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Welcome" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Welcome" })).toBeTruthy();
  });

  it("keeps an id that links aim at, on the heading, and the section's own anchor id", () => {
    render(
      <Section id="product-range" titleId="processes-title">
        <SectionHeading headline={{ heading: "Processes" }} />
      </Section>,
    );
    const region = screen.getByRole("region", { name: "Processes" });
    expect(region.id).toBe("product-range");
    expect(screen.getByRole("heading", { name: "Processes" }).id).toBe("processes-title");
  });

  it("takes a whole content object as its headline without copying the object's anchor id", () => {
    const community = { id: "empowering", eyebrow: "Community", heading: "Empowering", items: [] };
    const { container } = render(
      <Section id={community.id}>
        <SectionHeading headline={community} />
      </Section>,
    );
    expect(container.querySelectorAll("#empowering")).toHaveLength(1);
    expect(screen.getByRole("region", { name: "Empowering" }).id).toBe("empowering");
    expect(screen.getByText("Community")).toBeTruthy();
  });
});
