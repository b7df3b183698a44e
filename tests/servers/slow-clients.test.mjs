// @ts-check
/**
 * npm start's server against slow and greedy clients: a connection that
 * trickles its headers or says nothing is dropped after nginx's 10 s, not held for 86 s, and
 * connections beyond the cap (128, and 64 from one address) are closed at once while the others
 * are served.
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
    // A server of its own: the other tests' connections would count against the cap. The
    // connections come from three addresses, each under the cap for one address.
    const own = await startSiteServer();
    try {
      const plan = /** @type {const} */ ([
        ["127.0.0.2", 45],
        ["127.0.0.3", 44],
        ["127.0.0.4", 44],
      ]);
      const { kept, closed, closeAll } = await overfill(own.port, plan, 5);
      assert.match(await ask(kept), /^HTTP\/1\.1 200 /);
      assert.equal(closed(), 5);
      await closeAll();
      assert.equal((await request(own.origin, "/robots.txt")).status, 200);
    } finally {
      await own.stop();
    }
  });

  it("lets one address hold 64 connections, not all 128, while others are served", async () => {
    const own = await startSiteServer();
    try {
      const { kept, closed, closeAll } = await overfill(own.port, [["127.0.0.1", 64 + 5]], 5);
      assert.match(await ask(kept), /^HTTP\/1\.1 200 /);
      assert.equal(closed(), 5);
      // Another visitor is served while the first holds its 64.
      const other = await request(own.origin, "/robots.txt", { localAddress: "127.0.0.2" });
      assert.equal(other.status, 200);
      await closeAll();
      assert.equal((await request(own.origin, "/robots.txt")).status, 200);
    } finally {
      await own.stop();
    }
  });
});

/** A request on a connection that is open already; resolves with the answer's first bytes. */
function ask(/** @type {import("node:net").Socket} */ socket) {
  return new Promise((resolve) => {
    socket.once("data", (chunk) => resolve(String(chunk)));
    socket.write("GET /robots.txt HTTP/1.1\r\nHost: localhost\r\n\r\n");
  });
}

/**
 * Opens connections to `port` as `plan` says (so many from each loopback address) and resolves
 * once the server has closed `closing` of them: it closes the ones it has no room for at once,
 * long before any timeout. Fails if it closes fewer within 5 s.
 * @param {number} port @param {readonly (readonly [string, number])[]} plan @param {number} closing
 */
async function overfill(port, plan, closing) {
  /** @type {import("node:net").Socket[]} */
  const sockets = [];
  let closed = 0;
  /** @type {(value?: unknown) => void} */
  let enoughClosed = () => {};
  const overflow = new Promise((resolve) => {
    enoughClosed = resolve;
  });
  const holders = plan.flatMap(([from, count]) =>
    Array.from({ length: count }, () =>
      holdConnection(port, (socket) => sockets.push(socket), from)
        // Closed by the server either way: a reset (ECONNRESET under load) counts as a close.
        .catch((error) => ({ error }))
        .then((held) => {
          if (++closed === closing) enoughClosed();
          return held;
        }),
    ),
  );
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`only ${closed} closed within 5 s`)), 5_000);
  });
  await Promise.race([overflow, deadline]).finally(() => clearTimeout(timer));
  const kept = sockets.find((socket) => !socket.destroyed);
  assert.ok(kept);
  return {
    kept,
    /** How many the server closed: once a kept one has been served, it has judged them all. */
    closed: () => closed,
    closeAll: async () => {
      for (const socket of sockets) socket.destroy();
      await Promise.all(holders);
    },
  };
}
