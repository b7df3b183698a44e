// @ts-check
/**
 * Draws the home hero's background loop and records it in Chromium into the committed
 * `public/media/hero-loop.webm`, `hero-loop.mp4` and `hero-poster.svg` (its first frame).
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "public", "media");
const SECONDS = 8;
const FPS = 30;

/**
 * Runs in the page: the scene as shapes per phase `t` (0..1, seamless at 1), rendered either to an
 * SVG string (the poster) or onto a canvas (the video frames).
 * @param {{ seconds: number, fps: number, mimeTypes: string[] }} options
 */
async function record({ seconds, fps, mimeTypes }) {
  const W = 1280;
  const H = 720;
  const circle = (/** @type {number} */ cx, /** @type {number} */ cy, /** @type {number} */ r) =>
    `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
  const gearPath = (() => {
    const teeth = 12;
    const points = [];
    for (let i = 0; i < teeth * 4; i++) {
      const angle = (i / (teeth * 4)) * Math.PI * 2;
      const r = i % 4 < 2 ? 118 : 96;
      points.push(`${(Math.cos(angle) * r).toFixed(1)} ${(Math.sin(angle) * r).toFixed(1)}`);
    }
    return `M${points.join("L")}Z${circle(0, 0, 34)}`;
  })();
  const product = [
    "M-16 -70h32v70h-32zM-10 -70v-14h20v14", // bottle
    "M-34 -26h68l-8 26h-52zM34 -20l30 -10", // pan
    "M-18 -56h36l-6 56h-24zM-22 -62h44v6h-44z", // tumbler
  ];
  const navy = "#10263f";
  const grey = { stroke: "#c3ccd6", width: 3, fill: navy };
  const amber = { stroke: "#f2a93b", width: 3, fill: navy };
  const [x, y] = [880, 330];

  /** @param {number} t */
  function shapes(t) {
    const turn = t * Math.PI * 2;
    const press = 20 + 150 * (1 - Math.cos(turn * 2)) * 0.5;
    const spacing = 200;
    /** @typedef {{ d: string, stroke?: string, width?: number, fill?: string, dash?: number[], offset?: number, x?: number, y?: number, rotate?: number, alpha?: number }} Shape */
    /** @returns {Shape} @param {string} d @param {string} stroke @param {number} width @param {number} alpha @param {number[]} [dash] @param {number} [offset] */
    const line = (d, stroke, width, alpha, dash, offset) => ({
      d,
      stroke,
      width,
      alpha,
      dash,
      offset,
    });
    /** @type {Shape[]} */
    const list = [
      line(circle(x, y, 250), "#ffffff", 2, 0.1),
      line(circle(x, y, 210), "#f2a93b", 6, 0.85, [420, 240], -t * 660),
      line(circle(x, y, 310), "#ffffff", 2, 0.18, [4, 14], t * 360),
      { d: gearPath, ...grey, x, y, rotate: (t * Math.PI * 2) / 12 },
      { d: circle(0, 0, 10), fill: "#f2a93b", x, y },
      // The press: frame and bed, then the ram stamping a blank twice per loop.
      {
        d: "M1080 470V150h36v320M1220 470V150h36v320M1064 150h208v-34H1064zM1064 470h208v22H1064z",
        ...grey,
      },
      { d: "M1116 0h104v36h-104zM1152 36h32v26h-32z", ...amber, y: 150 + press },
      { d: "M1130 432h76v16h-76zM1140 432c6-10 50-10 56 0", ...grey },
      // The conveyor and its products, moving one spacing per loop.
      line(`M0 600H${W}`, "#c3ccd6", 3, 0.7),
      line(`M0 622H${W}`, "#ffffff", 2, 0.25, [12, 14], -t * 104),
    ];
    for (let i = -1; i < W / spacing + 1; i++) {
      const style = i % 3 === 1 ? amber : grey;
      const d = /** @type {string} */ (product[(i + 3) % 3]);
      list.push({ d, ...style, x: i * spacing + t * spacing + 60, y: 598, alpha: 0.9 });
    }
    return list;
  }

  function svg() {
    const grid = `<defs><pattern id="g" width="56" height="56" patternUnits="userSpaceOnUse"><path d="M56 0H0v56" stroke="#ffffff" stroke-opacity=".05"/></pattern><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#10263f"/><stop offset=".7" stop-color="#0b1a2b"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#b)"/><rect width="${W}" height="${H}" fill="url(#g)"/>`;
    const body = shapes(0)
      .map((s) => {
        const transform =
          s.x || s.y || s.rotate
            ? ` transform="translate(${(s.x ?? 0).toFixed(1)} ${(s.y ?? 0).toFixed(1)})${s.rotate ? ` rotate(${((s.rotate * 180) / Math.PI).toFixed(2)})` : ""}"`
            : "";
        return `<path d="${s.d}" fill="${s.fill ?? "none"}"${s.stroke ? ` stroke="${s.stroke}" stroke-width="${s.width ?? 2}"` : ""}${s.dash ? ` stroke-dasharray="${s.dash.join(" ")}" stroke-dashoffset="${(s.offset ?? 0).toFixed(1)}"` : ""}${s.alpha ? ` opacity="${s.alpha}"` : ""}${transform}/>`;
      })
      .join("");
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" fill="none" stroke-linecap="round" stroke-linejoin="round"><title>Forged ring, gear, press and conveyor</title>${grid}${body}</svg>\n`;
  }

  const canvas = document.createElement("canvas");
  canvas.width = W;
  canvas.height = H;
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d"));
  /** @param {number} t */
  function draw(t) {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalAlpha = 1;
    const background = ctx.createLinearGradient(0, 0, W, H);
    background.addColorStop(0, "#10263f");
    background.addColorStop(0.7, "#0b1a2b");
    ctx.fillStyle = background;
    ctx.fillRect(0, 0, W, H);
    ctx.strokeStyle = "rgba(255,255,255,0.05)";
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let x = 0.5; x < W; x += 56) {
      ctx.moveTo(x, 0);
      ctx.lineTo(x, H);
    }
    for (let y = 0.5; y < H; y += 56) {
      ctx.moveTo(0, y);
      ctx.lineTo(W, y);
    }
    ctx.stroke();
    ctx.lineCap = "round";
    ctx.lineJoin = "round";
    for (const s of shapes(t)) {
      ctx.setTransform(1, 0, 0, 1, s.x ?? 0, s.y ?? 0);
      if (s.rotate) ctx.rotate(s.rotate);
      ctx.globalAlpha = s.alpha ?? 1;
      const path = new Path2D(s.d);
      if (s.fill) {
        ctx.fillStyle = s.fill;
        ctx.fill(path, "evenodd");
      }
      if (s.stroke) {
        ctx.strokeStyle = s.stroke;
        ctx.lineWidth = s.width ?? 2;
        ctx.setLineDash(s.dash ?? []);
        ctx.lineDashOffset = s.offset ?? 0;
        ctx.stroke(path);
      }
    }
  }

  const videos = [];
  for (const mimeType of mimeTypes) {
    const stream = canvas.captureStream(0);
    const track = /** @type {CanvasCaptureMediaStreamTrack} */ (stream.getVideoTracks()[0]);
    const recorder = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: 450_000 });
    /** @type {Blob[]} */
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const frames = seconds * fps;
    draw(0);
    recorder.start();
    const start = performance.now();
    for (let i = 0; i <= frames; i++) {
      draw((i % frames) / frames);
      track.requestFrame();
      // The recorder timestamps frames by the wall clock: keep to the frame rate.
      const due = start + ((i + 1) * 1000) / fps;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    }
    recorder.stop();
    await new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    videos.push({ mimeType, bytes: Array.from(bytes) });
  }
  return { poster: svg(), videos };
}

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage();
  const { poster, videos } = await page.evaluate(record, {
    seconds: SECONDS,
    fps: FPS,
    mimeTypes: ["video/webm;codecs=vp9", "video/mp4;codecs=avc1"],
  });
  await writeFile(path.join(outDir, "hero-poster.svg"), poster);
  for (const video of videos) {
    const file = video.mimeType.startsWith("video/mp4") ? "hero-loop.mp4" : "hero-loop.webm";
    await writeFile(path.join(outDir, file), Buffer.from(video.bytes));
    console.log(`public/media/${file}: ${(video.bytes.length / 1024).toFixed(0)} KB`);
  }
  console.log("public/media/hero-poster.svg");
} finally {
  await browser.close();
}
