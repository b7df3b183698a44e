import type { Page } from "@playwright/test";
import { readContent } from "./content";
import { expect, test, visit } from "./fixtures";

const expertise = readContent("manufacturing/expertise");
const partner = readContent("manufacturing/innovation-partner");
const toolRoom = readContent("manufacturing/tool-room");
const precision = readContent("manufacturing/precision");
const machinery = readContent("services/machinery");
const infrastructure = readContent("manufacturing/infrastructure");
const capabilities = readContent("manufacturing/capabilities");
const processes = readContent("manufacturing/processes");
const inquiry = readContent("manufacturing/inquiry-band");

/** The page section whose `h2` reads `name`. */
function section(page: Page, name: string) {
  return page
    .locator("main section")
    .filter({ has: page.getByRole("heading", { level: 2, name }) });
}

test("shows the page's sections in order", async ({ page }) => {
  await visit(page, "/manufacturing");
  await expect(page.locator("h1")).toHaveText("Manufacturing Excellence");
  const headings = await page
    .locator("main section h2")
    .evaluateAll((els) => els.map((el) => el.textContent?.trim() ?? ""));
  const order = [
    expertise.heading,
    partner.heading,
    toolRoom.heading,
    precision.heading,
    infrastructure.heading,
    capabilities.heading,
    processes.heading,
  ];
  const found = order.map((name) => headings.indexOf(name));
  expect(
    found.every((index) => index >= 0),
    headings.join(" | "),
  ).toBe(true);
  expect([...found].sort((a, b) => a - b)).toEqual(found);
});

test("shows the expertise figures, the partner and tool room texts and the chosen machines", async ({
  page,
}) => {
  await visit(page, "/manufacturing");
  const expertiseSection = section(page, expertise.heading);
  await expect(expertiseSection.getByRole("heading", { level: 3 })).toHaveText(
    expertise.items.map((card) => card.heading),
  );
  for (const card of expertise.items) await expect(expertiseSection).toContainText(card.value);

  const partnerSection = section(page, partner.heading);
  for (const paragraph of partner.paragraphs) await expect(partnerSection).toContainText(paragraph);

  const toolRoomSection = section(page, toolRoom.heading);
  await expect(toolRoomSection.locator("img")).toHaveAttribute("alt", toolRoom.image.alt);
  for (const paragraph of toolRoom.paragraphs)
    await expect(toolRoomSection).toContainText(paragraph);

  // The machines named in precision.yml, as the services page's machinery list describes them.
  const chosen = precision.machines.map((id) => {
    const machine = machinery.items.find((candidate) => candidate.id === id);
    if (!machine) throw new Error(`precision.yml names an unknown machine: ${id}`);
    return machine;
  });
  const figures = section(page, precision.heading).locator("figure");
  await expect(figures).toHaveCount(chosen.length);
  for (const [index, machine] of chosen.entries()) {
    const figure = figures.nth(index);
    await expect(figure.locator("img")).toHaveAttribute("alt", machine.image.alt);
    await expect(figure.locator("figcaption h3")).toHaveText(machine.heading);
    await expect(figure.locator("figcaption p")).toHaveText(machine.text);
  }
});

test("shows the floor area, zero discharge, every line's capacity and the capabilities", async ({
  page,
}) => {
  await visit(page, "/manufacturing");
  const infrastructureSection = section(page, infrastructure.heading);
  for (const fact of infrastructure.facts) {
    await expect(infrastructureSection).toContainText(fact.value);
    await expect(infrastructureSection).toContainText(fact.label);
  }
  for (const line of infrastructure.items) {
    await expect(infrastructureSection).toContainText(line.value);
    await expect(infrastructureSection).toContainText(line.text);
  }
  await expect(infrastructureSection.getByRole("heading", { level: 3 })).toHaveText(
    infrastructure.items.map((line) => line.heading),
  );

  await expect(section(page, capabilities.heading).getByRole("heading", { level: 3 })).toHaveText(
    capabilities.items.map((item) => item.heading),
  );
});

test("alternates picture and text from side to side on a wide screen", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the blocks stack on a phone");
  await visit(page, "/manufacturing");
  const blocks = section(page, processes.heading).locator("[data-reveal]");
  await expect(blocks).toHaveCount(processes.items.length);
  const sides: string[] = [];
  for (const block of await blocks.all()) {
    await block.scrollIntoViewIfNeeded();
    const image = await block.locator("img").boundingBox();
    const heading = await block.getByRole("heading", { level: 3 }).boundingBox();
    if (!image || !heading) throw new Error("block without picture or heading");
    sides.push(image.x < heading.x ? "picture left" : "picture right");
  }
  const isEven = (i: number) => i % 2 === 0;
  expect(sides).toEqual(
    processes.items.map((_, i) => (isEven(i) ? "picture left" : "picture right")),
  );
  const reveals = await blocks.evaluateAll((els) =>
    els.map((el) => el.getAttribute("data-reveal")),
  );
  expect(reveals).toEqual(processes.items.map((_, i) => (isEven(i) ? "fade-right" : "fade-left")));
});

test("closes with a way to start an inquiry", async ({ page }) => {
  await visit(page, "/manufacturing");
  await page.locator("main").getByRole("link", { name: inquiry.cta.label }).click();
  await expect(page).toHaveURL(inquiry.cta.to);
});
