import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";

/**
 * Locally the SPA is served by Vite: `/api` and `/__local` are proxied to the local gateway and `/config.json`
 * (API.md) is answered from ERP_CONFIG_SPA, set by scripts/local (npm start and the e2e setup).
 * In AWS both come from CloudFront (the API behaviour and the deployed config.json).
 */
function configLocal(): Plugin {
  return {
    name: "erp-config-local",
    configureServer(server) {
      server.middlewares.use("/config.json", (_req, res) => {
        res.setHeader("content-type", "application/json");
        res.setHeader("cache-control", "no-store");
        res.end(process.env.ERP_CONFIG_SPA ?? "{}");
      });
    },
  };
}

/**
 * A request path already in normal form (no `.`/`..`/`%2e` segments, `//` or backslashes): the
 * same rule as scripts/local/caminhos.ts, written here because Vite loads this file on its own.
 */
export function caminhoNormal(alvo: string): boolean {
  const bruto = alvo.split("?")[0] ?? "";
  if (!bruto.startsWith("/") || bruto.includes("\\") || bruto.includes("//")) return false;
  try {
    return new URL(bruto, "http://local").pathname === bruto && !/(^|\/)(\.|%2e){1,2}(\/|$)/i.test(bruto);
  } catch {
    return false;
  }
}

/**
 * The browser gets the DOMPurify sanitiser wherever code imports shared/documentos/sanitizar
 * (sanitize-html, the server's): same policy (shared/documentos/politica-html), ~67 KiB gzip
 * less on the screens that show or print documents.
 */
function sanitizadorDoNavegador(): Plugin {
  const doServidor = fileURLToPath(new URL("../shared/documentos/sanitizar.ts", import.meta.url));
  const doNavegador = fileURLToPath(new URL("./src/features/documentos/sanitizar-navegador.ts", import.meta.url));
  return {
    name: "erp-sanitizador-navegador",
    enforce: "pre",
    async resolveId(fonte, importador, opcoes) {
      if (!importador || !/(^|\/)sanitizar(\.ts)?$/.test(fonte)) return null;
      const r = await this.resolve(fonte, importador, { ...opcoes, skipSelf: true });
      return r?.id === doServidor ? doNavegador : null;
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react(), configLocal(), sanitizadorDoNavegador()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      "/api": {
        target: process.env.ERP_API_URL ?? "http://127.0.0.1:3001",
        changeOrigin: true,
        // Only paths in normal form go through: `/api/../__local/…` would otherwise reach the
        // local-only endpoints by a path that starts with /api (false = 404).
        bypass: (req) => (caminhoNormal(req.url ?? "") ? undefined : false),
      },
      // The local-only endpoints (the simulated bank, schedules on demand): npm start only, never in AWS.
      "/__local": {
        target: process.env.ERP_API_URL ?? "http://127.0.0.1:3001",
        changeOrigin: true,
        bypass: (req) => (caminhoNormal(req.url ?? "") ? undefined : false),
      },
    },
    // Transform every screen at start-up, so the first visit to a lazy route is not slow.
    warmup: { clientFiles: ["./src/**/*.tsx"] },
  },
  // Crawl every screen at start-up so all dependencies are pre-bundled at once: otherwise the first
  // visit to a screen with a new dependency makes Vite re-optimise and reload the page.
  optimizeDeps: { entries: ["index.html", "src/**/*.tsx"] },
  build: { outDir: "dist", emptyOutDir: true, chunkSizeWarningLimit: 900 },
});
