import { pageMeta } from "~/content/pages";
import { buildMeta, organizationJsonLd } from "~/lib/seo";
import { Hero } from "~/sections/home/hero";
import { RangePreview } from "~/sections/home/range-preview";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [...buildMeta(pageMeta.home), organizationJsonLd()];

export default function Home() {
  return (
    <>
      <Hero />
      <RangePreview />
    </>
  );
}
