import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  adminHeaders,
  contentSecurityPolicy,
  fallbackHashes,
  type HeaderData,
  headersFor,
  pathVariants,
  sharedSecurityHeaders,
} from "../../server/security-headers.mjs";
import {
  caseVariants,
  nginxString,
  renderHeadersFile,
  renderNginxHeaders,
  renderNginxMaps,
  renderNginxNotFound,
  renderRedirectsFile,
} from "./header-files.ts";

const data: HeaderData = {
  emailOrigin: "https://api.emailjs.com",
  pages: {
    "/": ["'sha256-shared='", "'sha256-home='"],
    "/404.html": ["'sha256-shared='", "'sha256-missing='"],
    "/services": ["'sha256-shared='", "'sha256-services='"],
  },
};
const admin = adminHeaders();
/** A build with the online editor at /admin/ (CMS_BACKEND=github). */
const withEditor: HeaderData = { ...data, admin: true };
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

  it("gives the editor its own policy in place of the catch-all's, and noindex", () => {
    const text = renderHeadersFile(withEditor);
    for (const path of ["/admin", "/admin/", "/admin/assets/cms-x1.js"]) {
      const rules = parseHeadersFile(text).filter((rule) =>
        rule.pattern.endsWith("*")
          ? path.startsWith(rule.pattern.slice(0, -1))
          : rule.pattern === path,
      );
      const own = rules.find((rule) => rule.pattern.startsWith("/admin"));
      expect(own, path).toBeDefined();
      const raw = text.split(`\n${own?.pattern}\n`)[1]?.split("\n\n")[0] ?? "";
      // Cloudflare's way to drop a header a wider rule set, before setting the editor's own.
      expect(raw).toContain("! Content-Security-Policy");
      expect(own?.headers).toContainEqual([
        "Content-Security-Policy",
        admin["Content-Security-Policy"],
      ]);
      expect(own?.headers).toContainEqual(["X-Robots-Tag", admin["X-Robots-Tag"]]);
    }
    expect(admin["Content-Security-Policy"]).toContain("'unsafe-eval'");
    for (const path of pagePaths) {
      const names = cdnHeaders(text, path).map(([name]) => name);
      expect(names, path).not.toContain("X-Robots-Tag");
      expect(
        cdnHeaders(text, path)
          .map(([, value]) => value)
          .join(" "),
      ).not.toContain("'unsafe");
    }
  });

  it("holds nothing of the editor when the build has none", () => {
    expect(text).not.toContain("/admin");
    expect(text).not.toContain("'unsafe");
    expect(text).not.toContain("X-Robots-Tag");
    expect(headersFor(data, "/admin/")).toEqual(headersFor(data, "/unknown"));
  });

  it("caches hashed assets for a year", () => {
    expect(cdnHeaders(text, "/assets/app-x1.js")).toContainEqual([
      "Cache-Control",
      "public, max-age=31536000, immutable",
    ]);
  });
});

describe("the _redirects file for CDN static hosts", () => {
  const text = renderRedirectsFile({
    ...data,
    pages: { ...data.pages, "/contact-us": [], "/careers": [] },
  });
  const rules = text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => line.split(" "));

  it("moves the likely spellings of each page to its lower-case address with 301", () => {
    expect(rules).toContainEqual(["/Careers", "/careers", "301"]);
    expect(rules).toContainEqual(["/CAREERS/", "/careers/", "301"]);
    expect(rules).toContainEqual(["/Contact-Us", "/contact-us", "301"]);
    expect(rules).toContainEqual(["/Contact-us/", "/contact-us/", "301"]);
    expect(rules).toContainEqual(["/SERVICES/", "/services/", "301"]);
  });

  it("never redirects a lower-case address (a loop) or the fallback page", () => {
    for (const [from = "", to = ""] of rules) {
      expect(from).not.toBe(from.toLowerCase());
      expect(to).toBe(from.toLowerCase());
      expect(to).not.toMatch(/404/);
    }
    expect(caseVariants("/careers")).toEqual(["/Careers", "/CAREERS"]);
  });
});

describe("each language's not-found page", () => {
  const withLanguages: HeaderData = {
    ...data,
    pages: { ...data.pages, "/de": [], "/de/404.html": [], "/ar/404.html": [] },
  };

  it("answers unknown addresses under its prefix on CDN hosts, and never moves a page", () => {
    const rules = renderRedirectsFile(withLanguages)
      .split("\n")
      .filter((line) => line && !line.startsWith("#"));
    expect(rules).toContain("/de/* /de/404.html 404");
    expect(rules).toContain("/ar/* /ar/404.html 404");
    expect(rules.filter((rule) => rule.endsWith(" 404"))).toHaveLength(2);
    expect(rules).not.toContain("/De/404.html /de/404.html 301");
  });

  it("answers them in nginx, the page itself only as that answer", () => {
    const conf = renderNginxNotFound(withLanguages);
    expect(conf).toMatch(
      /location \/de\/ \{\s*error_page 404 \/de\/404\.html;[^}]*\}\s*try_files \$uri \$uri\/index\.html =404;/,
    );
    expect(conf).toMatch(/location = \/de\/404\.html \{\s*internal;/);
    // A compressed copy asked for by name gets the language's 404 page too.
    expect(conf).toMatch(
      /location \/de\/ \{[^}]*if \(\$site_compressed_copy\) \{\s*return 404;\s*\}\s*try_files/,
    );
    // So does a page's words (`.data`), which nginx-site.conf's regex location would answer.
    expect(conf).toMatch(
      /location \/de\/ \{[\s\S]*?location ~ \\\.data\$ \{\s*types \{ \}\s*default_type text\/x-script;\s*try_files \$uri =404;\s*\}\s*\}/,
    );
    expect(conf).toContain("location /ar/ {");
    expect(conf).not.toContain("location / {");
    const site = readFileSync(new URL("../../deploy/nginx-site.conf", import.meta.url), "utf8");
    expect(site).toContain("include /srv/site/build/nginx/not-found.conf;");
  });
});

/** What nginx's map gives `uri`: an exact key, else the first matching regex, else the default. */
function lookup(map: Map<string, string> | undefined, uri: string): string | undefined {
  if (!map) return undefined;
  if (map.has(uri)) return map.get(uri);
  for (const [key, value] of map) {
    const pattern = key.startsWith("~*") ? new RegExp(key.slice(2), "i") : undefined;
    if (pattern?.test(uri)) return value;
    if (!pattern && key.startsWith("~") && new RegExp(key.slice(1)).test(uri)) return value;
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

  it("send any case variant of a page's address to its lower-case one, nothing else", () => {
    const redirects = maps.get("site_lowercase_uri");
    for (const [uri, target] of [
      ["/Services", "/services"],
      ["/SERVICES/", "/services/"],
      ["/Services/Index.html", "/services/index.html"],
      ["/INDEX.HTML", "/index.html"],
    ]) {
      expect(lookup(redirects, uri ?? ""), uri).toBe(target);
    }
    for (const uri of [...pagePaths, "/404.html", "/404.HTML", "/Unknown", "/assets/App-X1.js"]) {
      expect(lookup(redirects, uri), uri).toBe("");
    }
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
      "Cross-Origin-Opener-Policy": "$site_opener_policy",
      "X-Robots-Tag": "$site_robots_tag",
    });
  });

  it("give the editor its own policy and noindex, and the pages exactly what they had", () => {
    const maps = parseNginxMaps(renderNginxMaps(withEditor));
    for (const uri of ["/admin", "/admin/", "/admin//index.html", "/admin/assets/cms-x1.js"]) {
      expect(lookup(maps.get("site_csp"), uri), uri).toBe(admin["Content-Security-Policy"]);
      expect(lookup(maps.get("site_opener_policy"), uri), uri).toBe(
        admin["Cross-Origin-Opener-Policy"],
      );
      expect(lookup(maps.get("site_robots_tag"), uri), uri).toBe(admin["X-Robots-Tag"]);
    }
    for (const uri of [...pagePaths, "/unknown", "/administration", "/assets/app-x1.js"]) {
      expect(lookup(maps.get("site_opener_policy"), uri), uri).toBe("same-origin");
      // Empty: nginx leaves the header out.
      expect(lookup(maps.get("site_robots_tag"), uri), uri).toBe("");
      expect(lookup(maps.get("site_csp"), uri), uri).not.toBe(admin["Content-Security-Policy"]);
    }
  });

  it("mark the build's compressed copies, and only those, as not addressable", () => {
    const copies = maps.get("site_compressed_copy");
    for (const uri of ["/index.html.gz", "/services/index.html.br", "/assets/app-x1.js.gz"]) {
      expect(lookup(copies, uri), uri).toBe("1");
    }
    for (const uri of ["/", "/index.html", "/media/hero.mp4.gz", "/archive.gz", "/x.html.gzip"]) {
      expect(lookup(copies, uri), uri).toBe("");
    }
  });

  it("carry none of the editor's allowances when the build has no editor", () => {
    const text = renderNginxMaps(data);
    expect(text).not.toContain("admin");
    expect(text).not.toContain("'unsafe");
    expect(text).not.toContain("noindex");
    expect(lookup(maps.get("site_csp"), "/admin/")).toBe(csp(fallbackHashes(data)));
    expect(lookup(maps.get("site_opener_policy"), "/admin/")).toBe("same-origin");
  });

  it("quote values safely and refuse what nginx would expand", () => {
    expect(unquote(nginxString('a "b" \\c'))).toBe('a "b" \\c');
    expect(() => nginxString("$uri")).toThrow();
  });
});

describe("a build with a CAPTCHA site key (VITE_RECAPTCHA_SITE_KEY)", () => {
  const withCaptcha: HeaderData = { ...data, hasCaptcha: true };

  it("sends the same policy from every host: npm start's server, CDN hosts and nginx", () => {
    const cdn = renderHeadersFile(withCaptcha);
    const policies = parseNginxMaps(renderNginxMaps(withCaptcha)).get("site_csp");
    for (const path of [...pagePaths, "/unknown"]) {
      const policy = headersFor(withCaptcha, path)["Content-Security-Policy"];
      // reCAPTCHA's two script addresses exactly, and its style attributes (security-headers.mjs).
      expect(policy, path).toMatch(
        /script-src [^;]* https:\/\/www\.google\.com\/recaptcha\/api\.js https:\/\/www\.gstatic\.com\/recaptcha\/releases\/;/,
      );
      expect(policy, path).toContain("style-src 'self'; style-src-attr 'unsafe-inline';");
      expect(cdnHeaders(cdn, path), path).toContainEqual(["Content-Security-Policy", policy]);
      expect(lookup(policies, path), path).toBe(policy);
    }
  });
});

describe("deploy/nginx.conf and nginx-site.conf", () => {
  const read = (name: string) =>
    readFileSync(new URL(`../../deploy/${name}`, import.meta.url), "utf8").replace(/#.*$/gm, "");
  const main = read("nginx.conf");
  const site = read("nginx-site.conf");
  const servers = main.split(/^server \{$/m).slice(1);

  it("takes its headers from the generated includes only, so no block drops them", () => {
    expect(main).toContain("include /srv/site/build/nginx/maps.conf;");
    expect(site).toContain("include /srv/site/build/nginx/headers.conf;");
    expect(`${main}${site}`).not.toMatch(/\b(add_header|expires)\b/);
  });

  it("serves clean URLs only, the fallback with 404, no listings and no version", () => {
    // No `$uri.html`: /index, /services/index and /404 are not pages.
    expect(site).toContain("try_files $uri $uri/index.html =404;");
    for (const location of ["/", "/assets/"]) {
      const block = site.split(`location ${location} {`)[1]?.split(/\n\}/)[0] ?? "";
      expect(block, location).toMatch(/if \(\$site_compressed_copy\) \{\s*return 404;\s*\}/);
    }
    expect(site).not.toContain("$uri.html");
    expect(site).toContain("error_page 404 /404.html;");
    expect(site).toMatch(/location = \/404\.html \{\s*internal;\s*\}/);
    expect(site).toContain("autoindex off;");
    expect(site).toContain("server_tokens off;");
    expect(site).toMatch(/gzip_types[^;]*text\/css[^;]*application\/javascript/);
    expect(site).toMatch(
      /if \(\$site_lowercase_uri\) \{\s*return 301 \$site_lowercase_uri\$is_args\$args;/,
    );
  });

  it("drops slow clients and limits requests and connections per address", () => {
    for (const directive of ["client_header_timeout", "client_body_timeout", "send_timeout"]) {
      const seconds = Number(new RegExp(`${directive} (\\d+)s;`).exec(site)?.[1]);
      expect(seconds, directive).toBeGreaterThan(0);
      expect(seconds, directive).toBeLessThanOrEqual(30);
    }
    expect(main).toMatch(
      /limit_req_zone \$binary_remote_addr zone=site_requests:\d+m rate=\d+r\/s;/,
    );
    expect(main).toMatch(/limit_conn_zone \$binary_remote_addr zone=site_connections:\d+m;/);
    expect(site).toMatch(/limit_req zone=site_requests burst=\d+ nodelay;/);
    expect(site).toMatch(/limit_conn site_connections \d+;/);
  });

  it("ships the https server and a port-80 server that only redirects to it", () => {
    expect(servers).toHaveLength(2);
    const [plain = "", tls = ""] = servers;
    expect(plain).toMatch(/listen 80 default_server;/);
    // To the configured name: a request's Host header is the client's to choose.
    expect(plain).toMatch(/location \/ \{\s*return 301 https:\/\/\$server_name\$request_uri;\s*\}/);
    expect(plain).not.toMatch(/\$(host|http_host)\b/);
    const names = [plain, tls].map((server) => /server_name ([^;]+);/.exec(server)?.[1]?.trim());
    expect(names[0]).toMatch(/^[\w.-]+\.[a-z]+$/);
    expect(names[1]).toBe(names[0]);
    expect(plain).not.toMatch(/\b(root|include|try_files|proxy_pass)\b/);
    expect(tls).toMatch(/listen 443 ssl http2 default_server;/);
    expect(tls).toMatch(/ssl_certificate \S+;/);
    expect(tls).toMatch(/ssl_certificate_key \S+;/);
    expect(tls).toContain("ssl_protocols TLSv1.2 TLSv1.3;");
    expect(tls).toContain("include /srv/site/deploy/nginx-site.conf;");
  });
});
