import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  nginxString,
  renderHeadersFile,
  renderNginxHeaders,
  renderNginxMaps,
} from "./header-files.mjs";
import { fallbackHashes, type HeaderData, headersFor, pathVariants } from "./page-headers.mjs";
import { contentSecurityPolicy, sharedSecurityHeaders } from "./security-headers.mjs";

const data: HeaderData = {
  emailOrigin: "https://api.emailjs.com",
  pages: {
    "/": ["'sha256-shared='", "'sha256-home='"],
    "/404.html": ["'sha256-shared='", "'sha256-missing='"],
    "/services": ["'sha256-shared='", "'sha256-services='"],
  },
};
const csp = (hashes: string[]) =>
  contentSecurityPolicy({ emailOrigin: data.emailOrigin, scriptHashes: hashes });
const pagePaths = Object.keys(data.pages).flatMap((page) => pathVariants(page));

/** Reads a nginx string back: double-quoted with backslash escapes, or a bare word. */
function unquote(token: string): string {
  return token.startsWith('"') ? token.slice(1, -1).replace(/\\(.)/g, "$1") : token;
}

/** `_headers` as a list of rules, each a path pattern and its headers. */
function parseHeadersFile(text: string) {
  const rules: { pattern: string; headers: [string, string][] }[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    if (!line.startsWith(" ")) rules.push({ pattern: line, headers: [] });
    else {
      const [, name = "", value = ""] = /^\s+([\w-]+):\s(.*)$/.exec(line) ?? [];
      rules.at(-1)?.headers.push([name, value]);
    }
  }
  return rules;
}

/** Every header a CDN sends for `path`: all matching rules together, repeats kept. */
function cdnHeaders(text: string, path: string): [string, string][] {
  const matches = (pattern: string) =>
    pattern.endsWith("*") ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
  return parseHeadersFile(text)
    .filter((rule) => matches(rule.pattern))
    .flatMap((rule) => rule.headers);
}

/** nginx's maps as `name -> (key -> value)`, keys and values unquoted. */
function parseNginxMaps(text: string): Map<string, Map<string, string>> {
  const maps = new Map<string, Map<string, string>>();
  for (const [, variable = "", body = ""] of text.matchAll(
    /map \$uri \$(\w+) \{\n([\s\S]*?)\n\}/g,
  )) {
    const entries = body
      .split("\n")
      .map((line) => /^\s+(\S+|"(?:[^"\\]|\\.)*") ("(?:[^"\\]|\\.)*");$/.exec(line))
      .map((match) => [unquote(match?.[1] ?? ""), unquote(match?.[2] ?? "")] as const);
    maps.set(variable, new Map(entries));
  }
  return maps;
}

describe("the _headers file for CDN static hosts", () => {
  const text = renderHeadersFile(data);

  it("gives every page address its own policy, revalidation and the shared headers", () => {
    for (const path of pagePaths) {
      const headers = cdnHeaders(text, path);
      const expected = headersFor(data, path);
      expect(headers).toContainEqual([
        "Content-Security-Policy",
        expected["Content-Security-Policy"],
      ]);
      expect(headers).toContainEqual(["Cache-Control", "no-cache"]);
      for (const entry of Object.entries(sharedSecurityHeaders()))
        expect(headers).toContainEqual(entry);
    }
  });

  it("never repeats a header for one path except the policy, whose extra copy is a superset", () => {
    for (const path of [...pagePaths, "/unknown", "/assets/app-x1.js"]) {
      const names = cdnHeaders(text, path).map(([name]) => name);
      const repeated = names.filter((name, index) => names.indexOf(name) !== index);
      expect(repeated.every((name) => name === "Content-Security-Policy")).toBe(true);
    }
    // Enforcing both policies allows what the page's own allows: the catch-all one holds them all.
    const union = cdnHeaders(text, "/unknown").find(([name]) => name === "Content-Security-Policy");
    expect(union?.[1]).toBe(csp(fallbackHashes(data)));
    for (const hashes of Object.values(data.pages)) {
      for (const hash of hashes) expect(union?.[1]).toContain(hash);
    }
  });

  it("caches hashed assets for a year", () => {
    expect(cdnHeaders(text, "/assets/app-x1.js")).toContainEqual([
      "Cache-Control",
      "public, max-age=31536000, immutable",
    ]);
  });
});

/** What nginx's map gives `uri`: an exact key, else the first matching regex, else the default. */
function lookup(map: Map<string, string> | undefined, uri: string): string | undefined {
  if (!map) return undefined;
  if (map.has(uri)) return map.get(uri);
  for (const [key, value] of map) {
    if (key.startsWith("~") && new RegExp(key.slice(1)).test(uri)) return value;
  }
  return map.get("default");
}

describe("nginx's includes", () => {
  const maps = parseNginxMaps(renderNginxMaps(data));

  it("map every page address to the policy headersFor gives it, others to the fallback", () => {
    const policies = maps.get("site_csp");
    for (const path of pagePaths) {
      expect(lookup(policies, path), path).toBe(headersFor(data, path)["Content-Security-Policy"]);
    }
    // $uri after try_files found a directory's index.html.
    expect(lookup(policies, "//index.html")).toBe(csp(data.pages["/"] ?? []));
    expect(lookup(policies, "/services//index.html")).toBe(csp(data.pages["/services"] ?? []));
    for (const other of ["/unknown", "/services-old", "/assets/app-x1.js", "/x/404.html"]) {
      expect(lookup(policies, other), other).toBe(csp(fallbackHashes(data)));
    }
    expect(policies?.get("default")).toBe(headersFor(data, "/unknown")["Content-Security-Policy"]);
    expect(maps.get("site_cache_control")).toEqual(
      new Map([
        ["default", "no-cache"],
        ["~^/assets/", "public, max-age=31536000, immutable"],
      ]),
    );
  });

  it("set every header once, at server level, on every status", () => {
    const lines = renderNginxHeaders()
      .split("\n")
      .filter((line) => line.startsWith("add_header"));
    const parsed = lines.map((line) => {
      const match = /^add_header ([\w-]+) (\$\w+|"(?:[^"\\]|\\.)*") always;$/.exec(line);
      expect(match, line).not.toBeNull();
      return [match?.[1], unquote(match?.[2] ?? "")];
    });
    expect(Object.fromEntries(parsed)).toEqual({
      "Content-Security-Policy": "$site_csp",
      "Cache-Control": "$site_cache_control",
      ...sharedSecurityHeaders(),
    });
  });

  it("quote values safely and refuse what nginx would expand", () => {
    expect(unquote(nginxString('a "b" \\c'))).toBe('a "b" \\c');
    expect(() => nginxString("$uri")).toThrow();
  });
});

describe("deploy/nginx.conf", () => {
  const conf = readFileSync(new URL("../deploy/nginx.conf", import.meta.url), "utf8");
  const directives = conf.replace(/#.*$/gm, "");

  it("takes its headers from the generated includes only, so no block drops them", () => {
    expect(directives).toContain("include /srv/site/build/nginx/maps.conf;");
    expect(directives).toContain("include /srv/site/build/nginx/headers.conf;");
    expect(directives).not.toMatch(/\b(add_header|expires)\b/);
  });

  it("serves clean URLs, the fallback with 404, no listings and no version", () => {
    expect(directives).toContain("try_files $uri $uri/index.html $uri.html =404;");
    expect(directives).toContain("error_page 404 /404.html;");
    expect(directives).toContain("autoindex off;");
    expect(directives).toContain("server_tokens off;");
    expect(directives).toMatch(/gzip_types[^;]*text\/css[^;]*application\/javascript/);
  });
});
