/**
 * Finds Debian's Chromium for the end-to-end tests (no browser download: this product's machines
 * reach only the npm registry and Debian's packages). Installs it with apt-get when missing on a
 * Debian machine run as root; otherwise says how.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const CANDIDATOS = ["/usr/lib/chromium/chromium", "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

export function encontrarChromium(): string | undefined {
  const doAmbiente = process.env.CHROMIUM_PATH;
  if (doAmbiente && existsSync(doAmbiente)) return doAmbiente;
  return CANDIDATOS.find((c) => existsSync(c));
}

export function garantirChromium(): string {
  const achado = encontrarChromium();
  if (achado) return achado;
  const root = typeof process.getuid === "function" && process.getuid() === 0;
  if (root && existsSync("/usr/bin/apt-get")) {
    console.log("Chromium não encontrado: instalando o pacote Debian 'chromium' (apt-get)...");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    const instalado = encontrarChromium();
    if (instalado) return instalado;
  }
  throw new Error(
    "Os testes de ponta a ponta precisam do Chromium. Instale o pacote 'chromium' (Debian/Ubuntu: sudo apt-get install -y chromium) " +
      "ou aponte CHROMIUM_PATH para um executável do Chromium/Chrome.",
  );
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(garantirChromium());
