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

/** Installs Debian packages when this is a Debian machine run as root; false when it cannot (the caller says what is missing). */
export function instalarDoDebian(pacotes: readonly string[], motivo: string): boolean {
  const root = typeof process.getuid === "function" && process.getuid() === 0;
  if (!root || !existsSync("/usr/bin/apt-get")) return false;
  console.log(`${motivo}: instalando ${pacotes.join(" e ")} (apt-get)...`);
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", ...pacotes], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  return true;
}

export function garantirChromium(): string {
  const achado = encontrarChromium();
  if (achado) return achado;
  if (instalarDoDebian(["chromium"], "Chromium não encontrado")) {
    const instalado = encontrarChromium();
    if (instalado) return instalado;
  }
  throw new Error(
    "Os testes de ponta a ponta precisam do Chromium. Instale o pacote 'chromium' (Debian/Ubuntu: sudo apt-get install -y chromium) " +
      "ou aponte CHROMIUM_PATH para um executável do Chromium/Chrome.",
  );
}

export const temComando = (nome: string): boolean => {
  try {
    execFileSync("sh", ["-c", `command -v ${nome}`], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};

/**
 * The slip PDF test reads the printed barcode and Pix QR back with a scanner (poppler's pdftoppm
 * and zbar's zbarimg, Debian packages). Installed here like Chromium, so a fresh machine runs that
 * test instead of skipping it; without root it is skipped and says so.
 */
export function garantirLeitoresDeBoleto(): void {
  const faltam = [
    ["pdftoppm", "poppler-utils"],
    ["zbarimg", "zbar-tools"],
  ].filter(([comando]) => !temComando(comando!));
  if (!faltam.length) return;
  if (!instalarDoDebian(faltam.map(([, p]) => p!), "Para ler os códigos do boleto impresso")) {
    console.log(`Sem ${faltam.map(([c]) => c).join(" e ")}: o teste que lê os códigos do boleto impresso será pulado (apt-get install -y poppler-utils zbar-tools).`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(garantirChromium());
