import blowMouldingImage from "~/assets/illustrations/services/machine-blow-moulding.svg?no-inline";
import coatingLineImage from "~/assets/illustrations/services/machine-coating-line.svg?no-inline";
import forgingPressImage from "~/assets/illustrations/services/machine-forging-press.svg?no-inline";
import injectionImage from "~/assets/illustrations/services/machine-injection-molding.svg?no-inline";
import laserImage from "~/assets/illustrations/services/machine-laser-printing.svg?no-inline";
import powderImage from "~/assets/illustrations/services/machine-powder-coating.svg?no-inline";
import toolRoomImage from "~/assets/illustrations/services/machine-tool-room.svg?no-inline";
import vacuumImage from "~/assets/illustrations/services/machine-vacuum-insulation.svg?no-inline";
import type { ImageAsset } from "./types";

/** A machine of the plant (the specification's Machine: id, img, text.title, text.description). */
export interface Machine {
  id: string;
  title: string;
  description: string;
  image: ImageAsset;
}

function machineImage(src: string, alt: string): ImageAsset {
  return { src, alt, width: 480, height: 360 };
}

/** The eight machines on the services page; the manufacturing page shows four of them. */
export const machines = [
  {
    id: "injection-molding",
    title: "Injection Molding Machines",
    description:
      "Machines from 80 to 250 tons mould the plastic parts of our range: lids, bottles, toy parts and kitchen tools.",
    image: machineImage(
      injectionImage,
      "An injection molding machine with its hopper, heated barrel and clamping unit",
    ),
  },
  {
    id: "forging-press",
    title: "4500 Tonne Forging Press",
    description:
      "Our largest press forges cookware bodies with thick, even bases for the Forge Non-Stick and Ceramic Forge ranges.",
    image: machineImage(
      forgingPressImage,
      "A forging press with its ram poised above a cookware die",
    ),
  },
  {
    id: "tool-room",
    title: "In-House Tool Room",
    description:
      "Modern machining centres build and maintain our moulds and dies on site, so a new design reaches production sooner.",
    image: machineImage(
      toolRoomImage,
      "A milling machine cutting a mould block, beside its control panel",
    ),
  },
  {
    id: "blow-moulding",
    title: "Blow Moulding Machines",
    description:
      "Injection stretch blow moulding forms bottles and jugs from 100 ml to 20 litres, with capacity for 3 million pieces a year.",
    image: machineImage(
      blowMouldingImage,
      "A blow moulding machine with an open bottle mould and a finished bottle",
    ),
  },
  {
    id: "vacuum-insulation",
    title: "Vacuum Insulation Line",
    description:
      "The space between the walls of bottles and tumblers is evacuated, so drinks stay hot or cold.",
    image: machineImage(
      vacuumImage,
      "A vacuum chamber holding rows of double wall bottles, connected to a vacuum pump",
    ),
  },
  {
    id: "coating-line",
    title: "Cookware Coating Line",
    description:
      "Rollers apply PTFE non-stick and spray booths apply ceramic free from PFOA and PFAS before the pans are cured.",
    image: machineImage(
      coatingLineImage,
      "Pans on a conveyor passing under a spray nozzle and a pair of coating rollers",
    ),
  },
  {
    id: "powder-coating",
    title: "Powder Coating Line",
    description:
      "An overhead conveyor carries bottles and tumblers through powder coating and curing, for durable colour in your brand's shades.",
    image: machineImage(
      powderImage,
      "Bottles hanging from an overhead conveyor on their way into a coating booth",
    ),
  },
  {
    id: "laser-printing",
    title: "Laser Etching and Printing",
    description:
      "Laser etching, UV printing, silk screen and pad printing add logos, artwork and markings to every surface.",
    image: machineImage(
      laserImage,
      "A laser head etching marks onto a bottle held on a rotating fixture",
    ),
  },
] as const satisfies readonly Machine[];

export type MachineId = (typeof machines)[number]["id"];

/** The machines with the given ids, in the order given. */
export function machinesById(ids: readonly MachineId[]): Machine[] {
  return ids.map((id) => {
    const machine = machines.find((candidate) => candidate.id === id);
    if (!machine) throw new Error(`Unknown machine: ${id}`);
    return machine;
  });
}
