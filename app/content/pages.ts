// Every page's search title and description, its banner and the error page, gathered from
// `pages/` (one file per page, so each page loads only its own words) for the sitemap and tests.
import { careersBanner, careersMeta } from "./pages/careers";
import { contactBanner, contactMeta } from "./pages/contact";
import { errorPage } from "./pages/error";
import { homeMeta } from "./pages/home";
import { manufacturingBanner, manufacturingMeta } from "./pages/manufacturing";
import { notFoundMeta } from "./pages/not-found";
import { productBanner, productMeta } from "./pages/product";
import { servicesBanner, servicesMeta } from "./pages/services";

/** Titles and descriptions for search results and link previews, one per route. */
export const pageMeta = {
  home: homeMeta,
  services: servicesMeta,
  product: productMeta,
  manufacturing: manufacturingMeta,
  careers: careersMeta,
  contact: contactMeta,
  notFound: notFoundMeta,
};

/** The banner at the top of every inner page. */
export const pageBanners = {
  services: servicesBanner,
  product: productBanner,
  manufacturing: manufacturingBanner,
  careers: careersBanner,
  contact: contactBanner,
};

export { errorPage };
