import type { z } from "zod";
import {
  email,
  file,
  group,
  httpsUrl,
  line,
  number,
  optionalPhone,
  paragraph,
  phone,
  videoId,
} from "./fields.ts";

/** A profile on another site, linked from the footer. */
const profile = (label: string) =>
  group(label, {
    label: line("Name shown on the link, like YouTube", { max: 30 }),
    url: httpsUrl("Address of the profile"),
  });

/** Schemas of `content/site.yml`: the company facts every page, the footer and search engines use. */
export const siteFiles = {
  site: file("Company facts", {
    name: line("Short company name (in titles and headings)", { max: 40 }),
    legalName: line("Full legal name (in the copyright line)", { max: 80 }),
    tagline: line("What the company is, in a few words", { max: 60 }),
    blurb: paragraph("About the company, in two sentences (footer and search engines)", {
      max: 300,
    }),
    phone: phone("Phone number"),
    email: email("E-mail for business inquiries"),
    careersEmail: email("E-mail for job applications"),
    hours: line("When you can be reached", { max: 60 }),
    whatsApp: optionalPhone("WhatsApp number (empty for none)", {
      hint: "Buyers get a click-to-chat link (wa.me) on the contact page and after a quote request. With + and the country code; leave empty to show none.",
    }),
    replyTime: line("When buyers can expect a reply to a quote request, as a sentence", {
      max: 120,
      hint: "Shown after a request is sent, e.g. We reply to every request within one working day.",
    }),
    address: group("Office address", {
      street: line("Street", { max: 100 }),
      locality: line("City", { max: 40 }),
      region: line("State or region", { max: 40 }),
      postalCode: line("Postal code", { max: 12 }),
      country: line("Country", { max: 40 }),
      countryCode: line("Country code, two capital letters (like IN)", { max: 2 }),
    }),
    geo: group(
      "Where the office is on the map",
      {
        latitude: number("Latitude", { min: -90, max: 90 }),
        longitude: number("Longitude", { min: -180, max: 180 }),
      },
      { hint: "In OpenStreetMap, right-click the office and choose Show address to read these." },
    ),
    social: group("Profiles on other sites", {
      videoChannel: profile("Video channel"),
      photos: profile("Photo profile"),
    }),
    factoryVideoId: videoId("The factory tour video on YouTube"),
  }),
} satisfies Record<string, z.ZodType>;
