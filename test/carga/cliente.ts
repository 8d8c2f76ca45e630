/**
 * The load-and-fault run's HTTP client (test/carga): JSON in and out like the SPA's api-client, and
 * like it asks again after a 503 as `Retry-After` says, a bounded number of times
 * (shared/api/repetir.ts, the SPA's own rule). Every attempt is recorded (route, status, time,
 * whether a 503 carried Retry-After) for the final table.
 *
 * Local only: it refuses any address that is not this machine's loopback, whatever it is given.
 */
import http from "node:http";
import { performance } from "node:perf_hooks";
import { encontrarRota, routeKey } from "../../shared/api/routes";
import { esperaParaRepetir } from "../../shared/api/repetir";

/** 127.0.0.0/8, ::1 and localhost: the only hosts the run talks to. */
export function hostLocal(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, "").toLowerCase();
  return h === "localhost" || h === "::1" || /^127(\.\d{1,3}){3}$/.test(h);
}

export function exigirLocal(url: string): URL {
  const u = new URL(url);
  if (u.protocol !== "http:" || !hostLocal(u.hostname)) {
    throw new Error(`A carga só fala com a pilha local que ela mesma sobe (http://127.0.0.1); recusado: ${u.origin}`);
  }
  return u;
}

export interface Tentativa {
  rota: string;
  status: number;
  ms: number;
  /** performance.now() when it was answered. */
  em: number;
  retryAfter: boolean;
}

export interface Resposta {
  status: number;
  corpo: any;
  ms: number;
  /** Attempts after the first (503s asked again). */
  repeticoes: number;
}

/** A request with no answer in this long is given up (status 0): far above any function's limit. */
const SEM_RESPOSTA_MS = 60_000;
const esperar = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

export class ClienteCarga {
  readonly tentativas: Tentativa[] = [];
  /** The first bodies of each route's 4xx (for the log: why requests were refused). */
  readonly recusas = new Map<string, string[]>();
  private readonly base: URL;
  private readonly agente = new http.Agent({ keepAlive: true, maxSockets: 512 });

  constructor(apiUrl: string) {
    this.base = exigirLocal(apiUrl);
  }

  /** The route table's name of a path ("GET /api/contratos/{id}"); the local doors keep theirs. */
  static rota(metodo: string, caminho: string): string {
    const semConsulta = caminho.split("?")[0]!;
    const achada = encontrarRota(metodo, semConsulta);
    return achada ? routeKey(achada.rota) : `${metodo} ${semConsulta}`;
  }

  /**
   * One call as the SPA makes it: a 503 is asked again after its Retry-After (at most
   * REPETICOES_503 times). `endereco`: the loopback address it leaves from (the customer area's
   * per-address limit counts the connection's address), on a connection of its own.
   */
  async chamar(metodo: string, caminho: string, op: { token?: string; corpo?: unknown; endereco?: string; rota?: string } = {}): Promise<Resposta> {
    const rota = op.rota ?? ClienteCarga.rota(metodo, caminho);
    const inicio = performance.now();
    for (let tentativa = 1; ; tentativa += 1) {
      const r = await this.uma(metodo, caminho, op);
      this.tentativas.push({ rota, status: r.status, ms: r.ms, em: performance.now(), retryAfter: r.retryAfter !== null });
      if (r.status >= 400 && r.status < 500) {
        const amostras = this.recusas.get(`${rota} ${r.status}`) ?? [];
        if (amostras.length < 3) this.recusas.set(`${rota} ${r.status}`, [...amostras, JSON.stringify(r.corpo).slice(0, 300)]);
      }
      const espera = esperaParaRepetir(r.status, r.retryAfter, tentativa);
      if (espera === null) return { status: r.status, corpo: r.corpo, ms: performance.now() - inicio, repeticoes: tentativa - 1 };
      await esperar(espera);
    }
  }

  private uma(metodo: string, caminho: string, op: { token?: string; corpo?: unknown; endereco?: string; novaConexao?: boolean }): Promise<{ status: number; corpo: any; ms: number; retryAfter: string | null }> {
    const url = exigirLocal(new URL(caminho, this.base).href);
    const corpo = op.corpo === undefined ? undefined : JSON.stringify(op.corpo);
    const inicio = performance.now();
    return new Promise((resolve) => {
      let feito = false;
      const fim = (status: number, texto: string, retryAfter: string | null) => {
        if (feito) return;
        feito = true;
        let json: unknown;
        try {
          json = texto ? JSON.parse(texto) : undefined;
        } catch {
          json = texto;
        }
        resolve({ status, corpo: json, ms: performance.now() - inicio, retryAfter });
      };
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method: metodo,
          ...(op.endereco ? { localAddress: op.endereco, agent: false } : { agent: op.novaConexao ? false : this.agente }),
          headers: {
            accept: "application/json",
            ...(op.token ? { authorization: `Bearer ${op.token}` } : {}),
            ...(corpo !== undefined ? { "content-type": "application/json", "content-length": Buffer.byteLength(corpo) } : {}),
          },
          timeout: SEM_RESPOSTA_MS,
        },
        (res) => {
          const partes: Buffer[] = [];
          res.on("data", (p: Buffer) => partes.push(p));
          res.on("end", () => fim(res.statusCode ?? 0, Buffer.concat(partes).toString("utf8"), (res.headers["retry-after"] as string | undefined) ?? null));
          res.on("error", () => fim(0, "", null));
        },
      );
      req.on("timeout", () => req.destroy(new Error("sem resposta")));
      req.on("error", (erro: NodeJS.ErrnoException) => {
        // A pooled connection the server closed as it was reused (its keep-alive ran out): nothing
        // reached the server; asked again once on a new connection, as browsers do.
        if (req.reusedSocket && erro.code === "ECONNRESET" && !op.novaConexao) {
          feito = true;
          resolve(this.uma(metodo, caminho, { ...op, novaConexao: true }));
          return;
        }
        fim(0, "", null);
      });
      req.end(corpo);
    });
  }

  fechar(): void {
    this.agente.destroy();
  }
}
