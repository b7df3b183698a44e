import { readContent } from "./content";
import { CONTACT_CTA, expect, NAV_ITEMS, test, visit } from "./fixtures";
import { formatAddress, site } from "./site";

const words = readContent("layout/footer");

test("the footer offers company links, quick contact and social profiles", async ({ page }) => {
  await visit(page, "/manufacturing");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(site.blurb);
  await expect(footer).toContainText(formatAddress());

  const company = footer.getByRole("navigation", { name: words.companyHeading });
  for (const item of [...NAV_ITEMS, CONTACT_CTA]) {
    await expect(company.getByRole("link", { name: item.label, exact: true })).toHaveAttribute(
      "href",
      item.to,
    );
  }

  const quick = footer.getByRole("region", { name: words.contactHeading });
  await expect(quick.getByRole("link", { name: /inquiry/i })).toHaveAttribute(
    "href",
    "/contact-us",
  );
  await expect(quick.getByRole("link", { name: site.phone.display })).toHaveAttribute(
    "href",
    `tel:${site.phone.e164}`,
  );
  await expect(quick.getByRole("link", { name: site.email })).toHaveAttribute(
    "href",
    `mailto:${site.email}`,
  );
  await expect(quick).toContainText(site.hours);

  const social = footer.getByRole("region", { name: words.socialHeading });
  for (const profile of [site.social.videoChannel, site.social.photos]) {
    const link = social.getByRole("link", { name: new RegExp(profile.label) });
    await expect(link).toHaveAttribute("href", profile.url);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAccessibleName(/new tab/);
  }
});

test("a footer link navigates inside the site", async ({ page }) => {
  await visit(page, "/");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Product Categories", exact: true })
    .click();
  await expect(page).toHaveURL("/product");
  await expect(page.locator("h1")).toHaveText("Product Categories");
});
