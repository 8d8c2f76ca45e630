/** Port helpers: a free port for tests, and a clear message when a fixed port is taken. */
import net from "node:net";

export function portaLivre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const endereco = srv.address();
      const porta = typeof endereco === "object" && endereco ? endereco.port : 0;
      srv.close(() => resolve(porta));
    });
  });
}

export function portaDisponivel(porta: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once("error", () => resolve(false));
    srv.listen(porta, "0.0.0.0", () => srv.close(() => resolve(true)));
  });
}

export class PortaEmUso extends Error {}

export async function exigirPortas(portas: Record<string, number>): Promise<void> {
  const ocupadas: string[] = [];
  for (const [nome, porta] of Object.entries(portas)) {
    if (!(await portaDisponivel(porta))) ocupadas.push(`${porta} (${nome})`);
  }
  if (ocupadas.length) {
    const varias = ocupadas.length > 1;
    throw new PortaEmUso(
      `${varias ? "As portas" : "A porta"} ${ocupadas.join(", ")} já ${varias ? "estão" : "está"} em uso. Feche o programa que ${varias ? "as usa" : "a usa"} (talvez outro "npm start") ` +
        `ou escolha outras portas com as variáveis PORTA_WEB, PORTA_API, PORTA_DYNAMODB, PORTA_COGNITO, PORTA_SQS e PORTA_S3.`,
    );
  }
}

/** Polls `tentar` until it resolves, or fails with the last error after `limiteMs` (a JVM on a loaded 2-core machine took over 30 s to start). */
export async function aguardar<T>(descricao: string, tentar: () => Promise<T>, limiteMs = 120_000): Promise<T> {
  const inicio = Date.now();
  let ultimo: unknown;
  while (Date.now() - inicio < limiteMs) {
    try {
      return await tentar();
    } catch (erro) {
      ultimo = erro;
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  throw new Error(`${descricao} não respondeu em ${limiteMs / 1000}s: ${(ultimo as Error)?.message ?? ultimo}`);
}
