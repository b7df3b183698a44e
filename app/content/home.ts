import { homeImage } from "./home-media";
import type { ImageAsset, LinkItem } from "./types";

/** A titled point with a short explanation (tick lists, values). */
export interface HomePoint {
  id: string;
  heading: string;
  description: string;
}

export interface GalleryImage {
  id: string;
  image: ImageAsset;
}

export const homeGallery = {
  heading: "Crafting Quality for Every Lifestyle",
  subheading:
    "Bottles for the commute, pans for the family table, toys for play and tools for everyday prep, made to the standard global brands put their name on.",
  cta: { label: "Browse our Collection", to: "/product#drinkware" } satisfies LinkItem,
  /** Two rows of three; the first and last pictures take the wide slots. */
  images: [
    {
      id: "vacuum-bottles",
      image: homeImage("gallery-vacuum-bottles", {
        alt: "Three double wall stainless steel vacuum bottles of different sizes and finishes",
        width: 840,
        height: 420,
      }),
    },
    {
      id: "cookware",
      image: homeImage("gallery-cookware", {
        alt: "A non-stick fry pan beside a lidded dutch oven",
        width: 600,
        height: 600,
      }),
    },
    {
      id: "toys",
      image: homeImage("gallery-toys", {
        alt: "A plastic toy truck next to stacking blocks and a ring-stacking toy",
        width: 600,
        height: 600,
      }),
    },
    {
      id: "tumblers",
      image: homeImage("gallery-tumblers", {
        alt: "Two stainless steel tumblers with lids and straws",
        width: 500,
        height: 500,
      }),
    },
    {
      id: "kitchen-gadgets",
      image: homeImage("gallery-kitchen-gadgets", {
        alt: "A measuring jar, a strainer, a nylon kitchen tool and a vegetable chopper",
        width: 600,
        height: 600,
      }),
    },
    {
      id: "refill-jug",
      image: homeImage("gallery-refill-jug", {
        alt: "A glass refill jug half full of water beside a plastic bottle",
        width: 840,
        height: 420,
      }),
    },
  ] satisfies GalleryImage[],
} as const;

export const homeFactoryVideo = {
  heading: "Catch a glimpse of our factory",
  text: "Walk the floor with us: the tool room, the forging press and the production lines, through to the final checks before a container is sealed.",
  poster: homeImage("factory-floor", {
    alt: "Drawing of the factory floor: presses and molding machines beside a conveyor of finished products",
    width: 1280,
    height: 720,
  }),
  playLabel: "Play the factory video",
  /** Title of the player frame once it loads. */
  playerTitle: "Factory tour video",
  /** Shown instead of the play button when JavaScript is off. */
  watchOnYoutube: "Watch the factory video on YouTube",
  channelCta: "Visit Youtube",
  newTab: "(opens in a new tab)",
} as const;
