import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { site } from "~/site";
import homeHero from "~content/home/hero.yml";
import homeIdeas from "~content/home/ideas.yml";
import productCategories from "~content/product/categories.yml";
import servicesCommunity from "~content/services/community.yml";
import { homeFactoryVideo, homeGallery } from "./home";
import { homeCommunity, homeHighlights, homeMission, homePartner } from "./home-company";
import { homeProcess } from "./home-process";
import { homeRange, homeWhyChoose } from "./home-range";
import type { ImageAsset } from "./types";

const routePaths = new Set(
  routes.filter((r) => r.path !== "*").map((r) => (r.index ? "/" : `/${r.path}`)),
);
const anchors: Record<string, string[]> = {
  "/": [homeRange.anchor],
  "/product": productCategories.items.map((category) => category.id),
  "/services": [servicesCommunity.id],
  // The processes section's heading (metal forming, plastics, finishing).
  "/manufacturing": ["processes-title"],
};

function expectResolvable(href: string) {
  const [path = "", hash] = href.split("#");
  expect(routePaths, `${href}: path is a route`).toContain(path);
  if (hash) expect(anchors[path] ?? [], `${href}: anchor exists`).toContain(hash);
}

function expectUniqueIds(list: readonly { id: string }[], what: string) {
  expect(new Set(list.map((item) => item.id)).size, `${what} ids`).toBe(list.length);
}

function expectDescribed(image: ImageAsset, where: string) {
  expect(image.src, `${where} src`).toBeTruthy();
  expect(image.alt.trim().length, `${where} alt`).toBeGreaterThanOrEqual(10);
  expect(image.alt, `${where} alt says what it shows`).not.toMatch(/^(image|picture|photo) of/i);
  expect(Number.isInteger(image.width) && image.width > 0, `${where} width`).toBe(true);
  expect(Number.isInteger(image.height) && image.height > 0, `${where} height`).toBe(true);
}

describe("home content", () => {
  it("keeps the specification's hero wording and links to the product range", () => {
    expect([homeHero.kicker, homeHero.heading]).toEqual([
      "FROM INDIA, FOR THE WORLD",
      "DECADES OF PRECISION AND PURPOSE IN EVERY PRODUCT",
    ]);
    expect(homeHero.subline).toBe(
      "Your global OEM partner for quality-driven manufacturing with expertise, technology, and precision.",
    );
    expect(homeHero.cta).toEqual({ label: "Explore Our Premium Range", to: "/#product-range" });
  });

  it("offers a poster and playable sources for the hero loop", () => {
    expect(site.heroVideo.poster.src).toMatch(/\.(svg|jpe?g|png|webp|avif)$/);
    expect(site.heroVideo.sources.length).toBeGreaterThan(0);
    for (const source of site.heroVideo.sources) expect(source.type).toMatch(/^video\//);
  });

  it("has the six key highlights of the specification, in order", () => {
    expect(homeHighlights.cards.map((card) => card.heading)).toEqual([
      "Strategic SEZ Location and Export Focus",
      "In-House Manufacturing",
      "Diverse Range with High Capacity",
      "Sustainability",
      "Heritage and Expertise",
      "Proactive Quality Assurance",
    ]);
    expectUniqueIds(homeHighlights.cards, "highlight");
    expect(homeHighlights.prevLabel).toMatch(/Previous/);
    expect(homeHighlights.nextLabel).toMatch(/Next/);
  });

  it("has the six process steps, numbered 01 to 06", () => {
    expect(homeProcess.steps.map((step) => step.heading)).toEqual([
      "Market Needs",
      "Design",
      "Engineering",
      "Prototyping",
      "Toolmaking",
      "Manufacturing",
    ]);
    expect(homeProcess.steps.map((step) => step.number)).toEqual([
      "01",
      "02",
      "03",
      "04",
      "05",
      "06",
    ]);
    expectUniqueIds(homeProcess.steps, "process step");
    expect(homeProcess.text).toBe(
      "Our process journey starts with listening to our customers and ends with quality products that seamlessly fit into their lives.",
    );
  });

  it("has the five Why Choose slides of the specification, in order", () => {
    expect(homeWhyChoose.slides.map((slide) => slide.title)).toEqual([
      "Reliability and Expertise",
      "Sustainable Manufacturing",
      "Speed and Flexibility",
      "End-to-End Quality Control",
      "Social Responsibility",
    ]);
    expectUniqueIds(homeWhyChoose.slides, "slide");
  });

  it("shows every product category in the range, each linking to its section", () => {
    expectUniqueIds(homeRange.items, "range item");
    for (const category of productCategories.items) {
      const item = homeRange.items.find((entry) => entry.id === category.id);
      expect(item?.heading, category.id).toBe(category.heading);
      expect(item?.link?.to).toBe(`/product#${category.id}`);
    }
    expect(homeRange.subheading).toBe(
      "Excellence in Every Product.Precision Craftsmanship for the Global Market.",
    );
  });

  it("states the mission, the four values and the headline figures", () => {
    expect(homeMission.mission).toContain(
      "largest OEM supplier of drinkware, cookware, kitchen gadgets and toys from India to global brands by 2027",
    );
    expect(homeMission.values.map((value) => value.heading)).toEqual([
      "Quality supplier",
      "Highest manufacturing standards",
      "Sustainability",
      "Inclusivity",
    ]);
    expect(homeMission.stats.map((stat) => stat.value)).toEqual(["240", "50+"]);
    expectUniqueIds(homeMission.values, "value");
    expectUniqueIds(homeMission.stats, "stat");
  });

  it("keeps the tick points, gallery and partner points unique", () => {
    expect(homeIdeas.items.map((point) => point.heading)).toEqual([
      "Material and Process Versatility",
      "State-of-the-Art Equipment and Facilities",
      "Expertise and Innovation",
    ]);
    expect(homeGallery.images).toHaveLength(6);
    expectUniqueIds(homeGallery.images, "gallery image");
    expectUniqueIds(homePartner.points, "partner point");
  });

  it("links every call to action to a real page and anchor", () => {
    for (const href of [
      homeHero.cta.to,
      homeIdeas.cta.to,
      homeGallery.cta.to,
      homeCommunity.cta.to,
      ...homeRange.items.flatMap((item) => (item.link ? [item.link.to] : [])),
    ]) {
      expectResolvable(href);
    }
    expect(homeIdeas.cta.to).toBe("/manufacturing");
    expect(homeGallery.cta.to).toBe("/product#drinkware");
    expect(homeCommunity.cta.to).toBe("/services#empowering");
  });

  it("describes every picture and gives it an intrinsic size", () => {
    const images: [string, ImageAsset][] = [
      ["ideas", homeIdeas.image],
      ["factory poster", homeFactoryVideo.poster],
      ["partner", homePartner.image],
      ["community", homeCommunity.image],
      ["process bottom", homeProcess.bottomImage],
      ...homeGallery.images.map((item): [string, ImageAsset] => [item.id, item.image]),
      ...homeRange.items.map((item): [string, ImageAsset] => [item.id, item.image]),
      ...homeWhyChoose.slides.map((slide): [string, ImageAsset] => [slide.id, slide.image]),
    ];
    for (const [where, image] of images) expectDescribed(image, where);
    expect(new Set(images.map(([, image]) => image.alt)).size).toBe(images.length);
  });

  it("invents no figures beyond the specification's claims", () => {
    const allowed = new Set(
      "100 240 50 300,000 4.5 12 9 45 80 250 4500 60 2027 304 01 02 03 04 05 06".split(" "),
    );
    const copy = [
      homeHero,
      homeIdeas,
      homeGallery,
      homeFactoryVideo,
      homeHighlights,
      homePartner,
      homeMission,
      homeProcess,
      homeRange,
      homeWhyChoose,
      homeCommunity,
    ];
    // Picture addresses and sizes are not claims.
    const ignored = new Set(["src", "sources", "icon", "lines", "width", "height"]);
    const text = JSON.stringify(copy, (key, value) => (ignored.has(key) ? undefined : value));
    const figures = (text.match(/\d[\d,.]*/g) ?? []).map((figure) => figure.replace(/[.,]+$/, ""));
    expect(figures.length).toBeGreaterThan(10);
    expect(figures.filter((figure) => !allowed.has(figure))).toEqual([]);
  });
});
