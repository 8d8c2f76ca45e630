/**
 * The simulated phones (npm start and tests only; nothing of `/__local` exists in AWS):
 * - the devices loop: every ~300 ms each command the simulated lock provider accepted acts on its
 *   device ("later", as a real phone does when it next checks in) and its signed notice is
 *   delivered to the app's POST /api/webhooks/bloqueio/simulado, again on the next pass until the
 *   app answers 200 (at least once);
 * - `GET /__local/aparelhos`: every simulated phone drawn as its screen shows — the lock screen
 *   with its text, or "Aparelho em uso" with the last notice it showed (a lock announced) —
 *   refreshing itself;
 * - `GET /__local/aparelhos/{imei}` → `{ imei, bloqueado, tela, avisos: [{ texto, em }], sem_sinal }` (404 for
 *   a phone never enrolled; `avisos` oldest first);
 * - `POST /__local/aparelhos/{imei}/sinal` `{ "sem_sinal": true }` puts the phone out of coverage:
 *   it takes no command and sends no notice (a lock stays 'Bloqueando…', asked again after 30
 *   minutes, given up after 24 hours); `{ "sem_sinal": false }` brings it back.
 * Served by the local gateway and, through Vite's proxy (/__local), on the web address.
 */
import type http from "node:http";
import { criarProvedorBloqueioSimulado } from "../../functions/bloqueio/provedores/simulado";
import type { AparelhoSimuladoGravado } from "../../functions/bloqueio/provedores/simulado-repo";

export const MSG_APARELHOS = { naoEncontrado: "Aparelho não encontrado no provedor simulado.", sinal: 'Corpo deve ser { "sem_sinal": true } ou { "sem_sinal": false }' } as const;

/** A small body (at most `limite` bytes: the rest is refused). */
async function lerAte(req: http.IncomingMessage, limite: number): Promise<string> {
  let texto = "";
  for await (const parte of req) {
    texto += String(parte);
    if (texto.length > limite) throw new Error("corpo grande demais");
  }
  return texto;
}

export interface LacoAparelhos {
  parar(): Promise<void>;
}

/** Starts the devices loop; `urlApi` is the gateway's address (known once it listens). */
export function iniciarAparelhos(urlApi: () => string, intervaloMs = 300): LacoAparelhos {
  const provedor = criarProvedorBloqueioSimulado();
  let ativo = true;
  const passo = async () => {
    for (const c of await provedor.pendentes(25)) {
      if (!ativo) return;
      // A phone out of coverage acts on nothing (its commands wait for the signal).
      if ((await provedor.aparelho(c.imei))?.sem_sinal) continue;
      const aviso = await provedor.aplicar(c);
      try {
        const r = await fetch(`${urlApi()}/api/webhooks/bloqueio/simulado`, { method: "POST", headers: aviso.headers, body: aviso.corpo });
        await r.arrayBuffer();
        if (r.status === 200) await provedor.entregue(c);
      } catch {
        // The app is restarting: the next pass delivers it again.
      }
    }
  };
  const laco = (async () => {
    while (ativo) {
      try {
        if (urlApi()) await passo();
      } catch (erro) {
        if (ativo) console.error("[aparelhos]", (erro as Error).message);
      }
      await new Promise((r) => setTimeout(r, intervaloMs));
    }
  })();
  return {
    parar: async () => {
      ativo = false;
      await laco;
    },
  };
}

const escapar = (t: string) => t.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const paraJson = (a: AparelhoSimuladoGravado) => ({ imei: a.imei, bloqueado: a.bloqueado, tela: a.bloqueado ? a.tela : null, avisos: a.avisos, sem_sinal: a.sem_sinal });

/** The newest notice, as the phone's notification shows it. */
const aviso = (a: AparelhoSimuladoGravado) => {
  const ultimo = a.avisos.at(-1);
  return ultimo ? `<div class="aviso" role="note" aria-label="Aviso no aparelho ${a.imei}">${escapar(ultimo.texto).replace(/\n/g, "<br>")}</div>` : "";
};

function telefone(a: AparelhoSimuladoGravado): string {
  const tela = a.bloqueado
    ? `<div class="tela bloqueada" role="img" aria-label="Aparelho ${a.imei} bloqueado"><div class="cadeado" aria-hidden="true">&#128274;</div><p class="texto">${escapar(a.tela ?? "Aparelho bloqueado.").replace(/\n/g, "<br>")}</p><p class="sos">SOS · Chamada de emergência</p></div>`
    : `<div class="tela livre" role="img" aria-label="Aparelho ${a.imei} em uso"><p class="hora">09:41</p><p>Aparelho em uso</p>${aviso(a)}</div>`;
  return `<figure class="telefone" data-imei="${a.imei}" data-bloqueado="${a.bloqueado}">${tela}<figcaption>IMEI ${a.imei}${a.contrato_id ? "" : " · livre"}${a.sem_sinal ? " · sem sinal" : ""}</figcaption></figure>`;
}

function pagina(aparelhos: AparelhoSimuladoGravado[]): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta http-equiv="refresh" content="3"><title>Aparelhos simulados</title>
<style>body{font-family:sans-serif;margin:2rem;background:#f4f4f5}.grade{display:flex;flex-wrap:wrap;gap:1.5rem}
.telefone{margin:0;width:220px}.tela{box-sizing:border-box;height:400px;border:10px solid #111;border-radius:28px;padding:1rem;display:flex;flex-direction:column;justify-content:center;text-align:center}
.livre{background:linear-gradient(#1e3a8a,#0ea5e9);color:#fff}.hora{font-size:2.5rem;margin:0 0 1rem}.bloqueada{background:#111827;color:#f9fafb;font-size:.8rem}
.aviso{margin-top:1rem;background:#fff;color:#111827;border-radius:10px;padding:.5rem;font-size:.7rem;text-align:left}.cadeado{font-size:2rem}.texto{text-align:left}.sos{margin-top:auto;color:#fca5a5;font-weight:bold}figcaption{text-align:center;font-size:.8rem;margin-top:.3rem}</style></head>
<body><h1>Aparelhos simulados (local)</h1><p>Cada aparelho como a tela dele mostra. Atualiza sozinho.</p>
<div class="grade">${aparelhos.map(telefone).join("\n") || "<p>Nenhum aparelho matriculado.</p>"}</div></body></html>`;
}

const json = (res: http.ServerResponse, status: number, corpo: unknown) => {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  res.end(JSON.stringify(corpo));
};

/** Handles `/__local/aparelhos…`; true when the path was the devices'. */
export async function tratarAparelhos(req: http.IncomingMessage, res: http.ServerResponse, caminho: string): Promise<boolean> {
  const metodo = (req.method ?? "GET").toUpperCase();
  const provedor = criarProvedorBloqueioSimulado();
  const sinal = /^\/__local\/aparelhos\/([^/]+)\/sinal$/.exec(caminho)?.[1];
  if (sinal !== undefined && metodo === "POST") {
    let corpo: unknown;
    try {
      corpo = JSON.parse(await lerAte(req, 1024));
    } catch {
      corpo = undefined;
    }
    const semSinal = (corpo as { sem_sinal?: unknown } | undefined)?.sem_sinal;
    if (typeof semSinal !== "boolean") {
      json(res, 400, { error: { code: "VALIDATION", message: MSG_APARELHOS.sinal, fields: { sem_sinal: MSG_APARELHOS.sinal } } });
      return true;
    }
    if (!/^\d{15}$/.test(sinal) || !(await provedor.sinal(sinal, semSinal))) json(res, 404, { error: { code: "NOT_FOUND", message: MSG_APARELHOS.naoEncontrado } });
    else json(res, 200, { imei: sinal, sem_sinal: semSinal });
    return true;
  }
  if (metodo !== "GET") return false;
  if (caminho === "/__local/aparelhos") {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    res.end(pagina(await provedor.aparelhos(200)));
    return true;
  }
  const imei = /^\/__local\/aparelhos\/([^/]+)$/.exec(caminho)?.[1];
  if (imei === undefined) return false;
  const a = /^\d{15}$/.test(imei) ? await provedor.aparelho(imei) : undefined;
  if (!a) json(res, 404, { error: { code: "NOT_FOUND", message: MSG_APARELHOS.naoEncontrado } });
  else json(res, 200, paraJson(a));
  return true;
}
