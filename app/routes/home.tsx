import { Island, Static } from "~/components/ui/hydration";
import { organizationJsonLd } from "~/content/json-ld";
import { contentLoader, firstProducts } from "~/content/page-content.server";
import { pageMeta } from "~/content/seo";
import { siteFrom } from "~/content/site";
import { CommunityBanner } from "~/sections/home/community-banner";
import { FactoryVideo } from "~/sections/home/factory-video";
import { GlobalPartner } from "~/sections/home/global-partner";
import { Hero } from "~/sections/home/hero";
import { Ideas } from "~/sections/home/ideas";
import { KeyHighlights } from "~/sections/home/key-highlights";
import { LifestyleGallery } from "~/sections/home/lifestyle-gallery";
import { MissionValues } from "~/sections/home/mission-values";
import { OurProcess } from "~/sections/home/our-process";
import { ProductRange } from "~/sections/home/product-range";
import { WhyChoose } from "~/sections/home/why-choose";
import type { Route } from "./+types/home";

/** How many products each range panel links to by name. */
const RANGE_LINKS = 6;

export const loader = contentLoader(["home/"], firstProducts(RANGE_LINKS));

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta("/", "home/page")(args),
  organizationJsonLd(siteFrom(args.matches)),
];

/** The eleven home sections, in page order. */
export default function Home() {
  return (
    <>
      <Island>
        <Hero />
      </Island>
      <Static>
        <Ideas />
      </Static>
      <Static>
        <LifestyleGallery />
      </Static>
      <Island>
        <FactoryVideo />
      </Island>
      <Island>
        <KeyHighlights />
      </Island>
      <Static>
        <GlobalPartner />
      </Static>
      <Static>
        <MissionValues />
      </Static>
      <Island>
        <OurProcess />
      </Island>
      <Island>
        <ProductRange />
      </Island>
      <Island>
        <WhyChoose />
      </Island>
      <Static>
        <CommunityBanner />
      </Static>
    </>
  );
}
