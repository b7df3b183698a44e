/**
 * The one site configuration: company facts and outside links. Pages, the footer, structured data,
 * the web manifest and the tests all read these values from here; nothing else writes them out.
 * The company is a fictional placeholder: replace these values with the real ones.
 */
export interface SiteConfig {
  /** Short brand name, used in titles and headings. */
  name: string;
  legalName: string;
  tagline: string;
  /** The footer blurb and the default page description. */
  blurb: string;
  phone: { display: string /** E.164, for `tel:` links. */; e164: string };
  email: string;
  careersEmail: string;
  hours: string;
  address: {
    street: string;
    locality: string;
    region: string;
    postalCode: string;
    country: string;
    countryCode: string;
  };
  /** Where the office is; the map embed and "open in a larger map" link come from it (`mapLinks`). */
  geo: { latitude: number; longitude: number };
  social: {
    videoChannel: { label: string; url: string };
    photos: { label: string; url: string };
  };
  /** The factory tour on the video channel, played only on demand through the privacy-enhanced player. */
  factoryVideoId: string;
  /**
   * The home hero's muted background loop: sources in order of preference and the poster (its first
   * frame), shown until the loop plays and instead of it under reduced motion or Save-Data.
   */
  heroVideo: {
    sources: { src: string; type: string }[];
    poster: { src: string; width: number; height: number };
  };
  themeColor: string;
  locale: string;
}

export const site: SiteConfig = {
  name: "Kaveri Forge",
  legalName: "Kaveri Forge Industries Pvt. Ltd.",
  tagline: "OEM & ODM manufacturer in India",
  blurb:
    "A 100% export-focused OEM and ODM manufacturer in a special economic zone near Chennai, making drinkware, cookware, toys, kitchen gadgets and sheet metal and plastic products for global brands for over 50 years.",
  phone: { display: "+91 44 5555 0142", e164: "+914455550142" },
  email: "hello@example.com",
  careersEmail: "careers@example.com",
  hours: "We are Reachable 24/7",
  address: {
    street: "Plot 14, Export Processing Zone, GST Road, Tambaram",
    locality: "Chennai",
    region: "Tamil Nadu",
    postalCode: "600045",
    country: "India",
    countryCode: "IN",
  },
  geo: { latitude: 12.9249, longitude: 80.1275 },
  social: {
    videoChannel: { label: "YouTube", url: "https://www.youtube.com/@example" },
    photos: { label: "Instagram", url: "https://www.instagram.com/example" },
  },
  factoryVideoId: "aqz-KE-bpKQ",
  heroVideo: {
    sources: [
      { src: "/media/hero-loop.mp4", type: "video/mp4" },
      { src: "/media/hero-loop.webm", type: "video/webm" },
    ],
    poster: { src: "/media/hero-poster.svg", width: 1280, height: 720 },
  },
  themeColor: "#0b1a2b",
  locale: "en_IN",
};

/** OpenStreetMap links for the office: a page to open and a privacy-friendly embed for the map frame. */
export function mapLinks(geo: SiteConfig["geo"] = site.geo): { url: string; embedUrl: string } {
  const { latitude: lat, longitude: lon } = geo;
  const pad = 0.01;
  const bbox = [lon - pad, lat - pad, lon + pad, lat + pad].map((n) => n.toFixed(4)).join(",");
  return {
    url: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`,
    embedUrl: `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${encodeURIComponent(`${lat},${lon}`)}`,
  };
}

/** The address on one line, as printed on the page. */
export function formatAddress(address: SiteConfig["address"] = site.address): string {
  return `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}, ${address.country}`;
}
