/**
 * The production SPA served as CloudFront serves it, on a free local port: the built files with
 * gzip (JS, CSS, HTML, JSON), index.html for any other path (the SPA's routes), /config.json with
 * the local stack's runtime config, and /api proxied to the local gateway. Used by test/bench/web.ts.
 */
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { portaLivre } from "../../scripts/local/portas";

const TIPOS: Record<string, string> = {
  ".js": "text/javascript",
  ".css": "text/css",
  ".html": "text/html; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".eot": "application/vnd.ms-fontobject",
  ".png": "image/png",
};
const COMPRIMIR = new Set([".js", ".css", ".html", ".json", ".svg"]);

export interface ServidorWeb {
  url: string;
  parar(): Promise<void>;
}

export async function servirSpa(dist: string, apiUrl: string, configSpa: unknown): Promise<ServidorWeb> {
  const api = new URL(apiUrl);
  const cache = new Map<string, Buffer>();
  const servidor = http.createServer((req, res) => {
    const caminho = decodeURIComponent((req.url ?? "/").split("?")[0]!);
    if (caminho.startsWith("/api/") || caminho.startsWith("/__local/")) {
      const para = http.request({ host: api.hostname, port: api.port, path: req.url, method: req.method, headers: { ...req.headers, host: api.host } }, (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      });
      para.on("error", () => res.writeHead(502).end());
      req.pipe(para);
      return;
    }
    if (caminho === "/config.json") {
      res.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" });
      res.end(JSON.stringify(configSpa));
      return;
    }
    let arquivo = path.join(dist, path.normalize(caminho));
    if (!arquivo.startsWith(dist) || !existsSync(arquivo) || statSync(arquivo).isDirectory()) arquivo = path.join(dist, "index.html");
    const ext = path.extname(arquivo);
    const cabecalhos: Record<string, string> = {
      "content-type": TIPOS[ext] ?? "application/octet-stream",
      "cache-control": arquivo.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache",
    };
    if (COMPRIMIR.has(ext) && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
      let corpo = cache.get(arquivo);
      if (!corpo) cache.set(arquivo, (corpo = gzipSync(readFileSync(arquivo))));
      res.writeHead(200, { ...cabecalhos, "content-encoding": "gzip", "content-length": String(corpo.length) });
      res.end(corpo);
      return;
    }
    res.writeHead(200, cabecalhos);
    createReadStream(arquivo).pipe(res);
  });
  const porta = await portaLivre();
  await new Promise<void>((ok) => servidor.listen(porta, "127.0.0.1", ok));
  return {
    url: `http://127.0.0.1:${porta}`,
    parar: () => new Promise<void>((ok) => servidor.close(() => ok())),
  };
}
