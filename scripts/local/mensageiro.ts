/**
 * The simulated messenger (npm start and tests only; nothing of `/__local` exists in AWS):
 * - the delivery loop: every ~300 ms each message the simulated provider took is delivered (or
 *   fails: a phone ending in 0000, an e-mail at falha.invalid) and its signed status notice goes to
 *   the app's POST /api/webhooks/mensagens/simulado, again on the next pass until the app answers
 *   200 (at least once);
 * - `GET /__local/mensagens?destino=<digits or e-mail>` → `{ items: [{ id, canal, destino, modelo,
 *   texto, status, em }] }`, newest first: what reached that destination, plus the app's messages to
 *   it still waiting for the allowed hours (`agendada`);
 * - `GET /__local/mensagens` (a page): each destination asked for (`?destino=`, repeatable) drawn as
 *   a phone's chat, refreshing itself.
 * Served by the local gateway and, through Vite's proxy (/__local), on the web address.
 */
import type http from "node:http";
import { criarProvedorMensagensSimulado } from "../../functions/mensagens/provedores/simulado";
import { todasAgendadas } from "../../functions/mensagens/repo";
import { normalizarDestino } from "../../shared/mensagens/canais";
import { ROTULO_CANAL, ROTULO_STATUS_MENSAGEM, type Canal } from "../../shared/mensagens/schemas";

export const MSG_MENSAGEIRO = { destino: "Informe o destino: ?destino=<telefone com DDD ou e-mail>" } as const;

export interface LacoMensageiro {
  parar(): Promise<void>;
}

/** Starts the delivery loop; `urlApi` is the gateway's address. */
export function iniciarMensageiro(urlApi: () => string, intervaloMs = 300): LacoMensageiro {
  const provedor = criarProvedorMensagensSimulado();
  let ativo = true;
  const passo = async () => {
    for (const m of await provedor.pendentes(25)) {
      if (!ativo) return;
      const aviso = await provedor.entregar(m);
      try {
        const r = await fetch(`${urlApi()}/api/webhooks/mensagens/simulado`, { method: "POST", headers: aviso.headers, body: aviso.corpo });
        await r.arrayBuffer();
        if (r.status === 200) await provedor.avisada(m);
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
        if (ativo) console.error("[mensageiro]", (erro as Error).message);
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

export interface MensagemLocal {
  id: string;
  canal: Canal;
  destino: string;
  modelo: string;
  texto: string;
  status: string;
  em: string;
}

/** What reached a destination and what waits for it, newest first. */
export async function mensagensDoDestino(destino: string): Promise<MensagemLocal[]> {
  const provedor = criarProvedorMensagensSimulado();
  const [caixa, agendadas] = await Promise.all([provedor.caixa(destino, 100), todasAgendadas(500)]);
  const recebidas: MensagemLocal[] = caixa.map((m) => ({ id: m.id, canal: m.canal, destino: m.destino, modelo: m.modelo, texto: m.texto, status: m.status === "recebida" ? "enviada" : m.status, em: m.em }));
  const esperando: MensagemLocal[] = agendadas.flatMap((m) => {
    const d = m.destinos[m.tentativa];
    return d?.destino === destino ? [{ id: m.id, canal: d.canal, destino, modelo: m.modelo, texto: m.texto, status: "agendada", em: m.enviar_em }] : [];
  });
  return [...esperando, ...recebidas].sort((a, b) => b.em.localeCompare(a.em));
}

const escapar = (t: string) => t.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const hora = (iso: string) => new Date(iso).toLocaleString("pt-BR", { timeZone: "America/Sao_Paulo", day: "2-digit", month: "2-digit", hour: "2-digit", minute: "2-digit" });

function chat(destino: string, itens: MensagemLocal[]): string {
  const baloes = [...itens]
    .reverse()
    .map(
      (m) =>
        `<li class="balao ${m.status}" data-id="${escapar(m.id)}"><p>${escapar(m.texto).replace(/\n/g, "<br>")}</p><small>${ROTULO_CANAL[m.canal]} · ${escapar(hora(m.em))} · ${escapar(ROTULO_STATUS_MENSAGEM[m.status as keyof typeof ROTULO_STATUS_MENSAGEM] ?? m.status)}</small></li>`,
    )
    .join("\n");
  return `<figure class="telefone" data-destino="${escapar(destino)}"><figcaption>${escapar(destino)}</figcaption><ol class="conversa" aria-label="Mensagens para ${escapar(destino)}">${baloes || "<li>Nenhuma mensagem.</li>"}</ol></figure>`;
}

function pagina(conversas: string[]): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta http-equiv="refresh" content="3"><title>Mensagens simuladas</title>
<style>body{font-family:sans-serif;margin:2rem;background:#f4f4f5}.grade{display:flex;flex-wrap:wrap;gap:1.5rem}
.telefone{margin:0;width:300px;border:10px solid #111;border-radius:28px;background:#e5ddd5;min-height:500px;overflow:auto}
figcaption{background:#075e54;color:#fff;padding:.6rem;font-weight:bold}.conversa{list-style:none;padding:.5rem;margin:0}
.balao{background:#fff;border-radius:8px;padding:.4rem .6rem;margin:.4rem 0;font-size:.8rem}.balao p{margin:0 0 .2rem}.balao small{color:#555}
.balao.falhou{background:#fee2e2}.balao.agendada{background:#fef9c3}</style></head>
<body><h1>Mensagens simuladas (local)</h1>
<form><label>Destino (telefone com DDD ou e-mail) <input name="destino"></label> <button>Ver</button></form>
<div class="grade">${conversas.join("\n") || "<p>Informe um destino para ver a conversa.</p>"}</div></body></html>`;
}

const json = (res: http.ServerResponse, status: number, corpo: unknown) => {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  res.end(JSON.stringify(corpo));
};

/** Handles `/__local/mensagens…`; true when the path was the messenger's. */
export async function tratarMensageiro(req: http.IncomingMessage, res: http.ServerResponse, caminho: string, consulta: URLSearchParams): Promise<boolean> {
  if ((req.method ?? "GET").toUpperCase() !== "GET" || caminho !== "/__local/mensagens") return false;
  const destinos = consulta.getAll("destino").map((d) => normalizarDestino(d)).filter((d): d is string => !!d);
  const querPagina = (req.headers.accept ?? "").includes("text/html");
  if (querPagina) {
    const conversas = await Promise.all([...new Set(destinos)].map(async (d) => chat(d, await mensagensDoDestino(d))));
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    res.end(pagina(conversas));
    return true;
  }
  const destino = destinos[0];
  if (!destino) {
    json(res, 400, { error: { code: "VALIDATION", message: MSG_MENSAGEIRO.destino, fields: { destino: MSG_MENSAGEIRO.destino } } });
    return true;
  }
  json(res, 200, { items: await mensagensDoDestino(destino) });
  return true;
}
