import { describe, expect, it } from "vitest";
import { parseWrk, toMs } from "./load-bench.mjs";

const report = `Running 15s test @ http://127.0.0.1:41234/
  2 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     3.10ms    1.22ms  31.40ms   88.12%
    Req/Sec     8.21k   612.33     9.40k    71.00%
  Latency Distribution
     50%  812.00us
     75%    3.40ms
     90%    4.20ms
     99%    1.02s
  245123 requests in 15.00s, 2.10GB read
Requests/sec:  16341.52
Transfer/sec:    143.20MB
`;

describe("load bench report", () => {
  it("reads requests per second and the percentiles in milliseconds", () => {
    expect(parseWrk(report)).toEqual({ rps: 16341.52, p50: 0.812, p90: 4.2, p99: 1020, errors: 0 });
  });

  it("counts error answers, which make a run worthless", () => {
    expect(parseWrk(`${report}  Non-2xx or 3xx responses: 17\n`).errors).toBe(17);
  });

  it("refuses units it does not know", () => {
    expect(toMs("12.5ms")).toBe(12.5);
    expect(toMs("12 parsecs")).toBeNaN();
  });
});
