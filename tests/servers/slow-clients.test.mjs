// @ts-check
/**
 * npm start's server against slow and greedy clients: a connection that
 * trickles its headers or says nothing is dropped after nginx's 10 s, not held for 86 s, and
 * connections beyond the cap are closed at once while the others are served.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { holdConnection, missingBuild, request, startSiteServer } from "./servers.mjs";

const skip = missingBuild();
/** @type {Awaited<ReturnType<typeof startSiteServer>> | undefined} */
let server;

before(async () => {
  if (!skip) server = await startSiteServer();
});
after(() => server?.stop());

// The two timeouts run side by side: the file takes ten seconds, not twenty.
describe("npm start's server and slow clients", { skip, concurrency: true }, () => {
  it("drops a connection that trickles its headers after about 10 s, with a 408", async () => {
    /** @type {NodeJS.Timeout | undefined} */
    let trickle;
    const held = await holdConnection(Number(server?.port), (socket) => {
      socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n");
      // A header line a second, so the connection is never idle: what a slowloris client does.
      trickle = setInterval(() => socket.write("X-Slow: 1\r\n"), 1000);
      socket.on("close", () => clearInterval(trickle));
    });
    assert.ok(held.openMs >= 9_000, `closed after ${held.openMs} ms`);
    assert.ok(held.openMs < 15_000, `held for ${held.openMs} ms`);
    assert.match(held.received, /^HTTP\/1\.1 408 /);
    assert.match(held.received, /\r\nX-Content-Type-Options: nosniff\r\n/i);
  });

  it("drops a connection that never says anything after about 10 s", async () => {
    const held = await holdConnection(Number(server?.port));
    assert.ok(held.openMs >= 9_000, `closed after ${held.openMs} ms`);
    assert.ok(held.openMs < 15_000, `held for ${held.openMs} ms`);
  });

  it("closes connections beyond the cap at once and keeps serving the others", async () => {
    // A server of its own: the other tests' connections would count against the cap.
    const own = await startSiteServer();
    try {
      const cap = 128;
      /** @type {import("node:net").Socket[]} */
      const sockets = [];
      let closed = 0;
      /** @type {(value?: unknown) => void} */
      let fiveClosed = () => {};
      const overflow = new Promise((resolve) => {
        fiveClosed = resolve;
      });
      const holders = Array.from({ length: cap + 5 }, () =>
        holdConnection(own.port, (socket) => sockets.push(socket)).then((held) => {
          if (++closed === 5) fiveClosed();
          return held;
        }),
      );
      // Long before any timeout: the server closes the five it has no room for by itself.
      const deadline = new Promise((_, reject) => {
        setTimeout(() => reject(new Error(`only ${closed} closed within 5 s`)), 5_000).unref();
      });
      await Promise.race([overflow, deadline]);
      const kept = sockets.find((socket) => !socket.destroyed);
      assert.ok(kept);
      // A connection the server kept is served as ever.
      const answer = await new Promise((resolve) => {
        kept.once("data", (chunk) => resolve(String(chunk)));
        kept.write("GET /robots.txt HTTP/1.1\r\nHost: localhost\r\n\r\n");
      });
      assert.match(String(answer), /^HTTP\/1\.1 200 /);
      assert.equal(closed, 5);
      for (const socket of sockets) socket.destroy();
      await Promise.all(holders);
      assert.equal((await request(own.origin, "/robots.txt")).status, 200);
    } finally {
      await own.stop();
    }
  });
});
