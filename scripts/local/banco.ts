/**
 * The local bank (npm start and tests only; nothing of `/__local` exists in AWS), served by the
 * local gateway and, through Vite's proxy, on the web address:
 * - `POST /__local/banco/pagamentos` `{ "linha_digitavel": "<47 digits, masked or not>", "avisar"?: boolean }`
 *   pays that slip at the simulated bank and, unless `avisar` is false (a bank whose notice is late:
 *   the payment is then known only by asking the provider), delivers its signed notice to the app's
 *   `POST /api/webhooks/boletos/simulado`, retrying until it answers 200. Answers 200
 *   `{ pago: true, pago_agora, avisado, evento_id, cobranca: {…} }`; 404 when the bank has no such
 *   slip (or it was written off); 400 for a malformed body; 502 when the app never took the notice.
 * - `GET /__local/banco`: a page listing the newest slips, each with a 'Pagar' button.
 */
import type http from "node:http";
import * as z from "zod/mini";
import { criarProvedorSimulado, type AvisoAssinado } from "../../functions/boletos/provedores/simulado";
import type { CobrancaSimuladaGravada } from "../../functions/boletos/provedores/simulado-repo";
import { formatarLinhaDigitavel } from "../../shared/boletos";

export const MSG_BANCO = {
  naoEncontrado: "Boleto não encontrado no banco simulado (ou já baixado).",
  linhaInvalida: "Informe a linha digitável do boleto (47 dígitos).",
  corpoInvalido: "Corpo da requisição inválido.",
  avisoNaoEntregue: "Pagamento registrado no banco, mas o aviso não foi aceito pelo sistema.",
} as const;

const Pagamento = z.object({
  linha_digitavel: z
    .pipe(
      z.string({ error: MSG_BANCO.linhaInvalida }).check(z.maxLength(100, MSG_BANCO.linhaInvalida)),
      z.transform((v) => v.replace(/[\s.]/g, "")),
    )
    .check(z.refine((v) => /^\d{47}$/.test(v), MSG_BANCO.linhaInvalida)),
  avisar: z.optional(z.boolean({ error: "avisar deve ser verdadeiro ou falso" })),
});

const CORPO_MAXIMO = 16 * 1024;
const TENTATIVAS_AVISO = 20;

const json = (res: http.ServerResponse, status: number, corpo: unknown) => {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  res.end(JSON.stringify(corpo));
};

function lerCorpo(req: http.IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const partes: Buffer[] = [];
    let tamanho = 0;
    req.on("data", (p: Buffer) => {
      tamanho += p.length;
      if (tamanho <= CORPO_MAXIMO) partes.push(p);
    });
    req.on("end", () => resolve(tamanho > CORPO_MAXIMO ? null : Buffer.concat(partes).toString("utf8")));
    req.on("error", reject);
  });
}

/** Delivers a notice at least once: until the app answers 200 (a bank retries too). */
async function entregar(urlApi: string, aviso: AvisoAssinado): Promise<boolean> {
  for (let tentativa = 1; tentativa <= TENTATIVAS_AVISO; tentativa += 1) {
    try {
      const r = await fetch(`${urlApi}/api/webhooks/boletos/simulado`, { method: "POST", headers: aviso.headers, body: aviso.corpo });
      await r.arrayBuffer();
      if (r.status === 200) return true;
    } catch {
      // The app is restarting: try again.
    }
    await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** tentativa)));
  }
  return false;
}

const cobrancaParaResposta = (c: CobrancaSimuladaGravada) => ({
  id: c.id,
  nosso_numero: c.nosso_numero,
  linha_digitavel: c.linha_digitavel,
  vencimento: c.vencimento,
  valor_centavos: c.valor_centavos,
  situacao: c.situacao,
  data_pagamento: c.data_pagamento,
  valor_pago_centavos: c.valor_pago_centavos,
});

const escapar = (t: string) => t.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const reais = (c: number) => (c / 100).toLocaleString("pt-BR", { style: "currency", currency: "BRL" });

function pagina(cobrancas: CobrancaSimuladaGravada[]): string {
  const linhas = cobrancas
    .map(
      (c) => `<tr><td>${escapar(c.pagador_nome)}</td><td>${escapar(c.descricao)}</td><td>${escapar(c.vencimento)}</td><td>${reais(c.valor_centavos)}</td>
<td><code>${escapar(formatarLinhaDigitavel(c.linha_digitavel))}</code></td><td>${escapar(c.situacao)}</td>
<td>${c.situacao === "pendente" ? `<button type="button" data-linha="${escapar(c.linha_digitavel)}">Pagar</button>` : ""}</td></tr>`,
    )
    .join("\n");
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Banco simulado</title>
<style>body{font-family:sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .5rem;text-align:left}</style></head>
<body><h1>Banco simulado (local)</h1><p>Boletos emitidos, mais novos primeiro. 'Pagar' paga o boleto e envia o aviso ao sistema.</p>
<p role="status" id="status"></p>
<table><thead><tr><th>Pagador</th><th>Descrição</th><th>Vencimento</th><th>Valor</th><th>Linha digitável</th><th>Situação</th><th></th></tr></thead>
<tbody>${linhas || '<tr><td colspan="7">Nenhum boleto emitido.</td></tr>'}</tbody></table>
<script>
document.querySelectorAll("button[data-linha]").forEach(function (b) {
  b.addEventListener("click", async function () {
    b.disabled = true;
    var r = await fetch("/__local/banco/pagamentos", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ linha_digitavel: b.dataset.linha }) });
    var corpo = await r.json();
    document.getElementById("status").textContent = r.ok ? "Boleto pago." : (corpo.error && corpo.error.message) || "Falha ao pagar.";
    if (r.ok) location.reload(); else b.disabled = false;
  });
});
</script></body></html>`;
}

/** Handles `/__local/banco…`; true when the path was the bank's. `urlApi` is the gateway's own address. */
export async function tratarBanco(req: http.IncomingMessage, res: http.ServerResponse, caminho: string, urlApi: () => string): Promise<boolean> {
  const metodo = (req.method ?? "GET").toUpperCase();
  const banco = criarProvedorSimulado();
  if (caminho === "/__local/banco" && metodo === "GET") {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    res.end(pagina(await banco.listar(100)));
    return true;
  }
  if (caminho !== "/__local/banco/pagamentos" || metodo !== "POST") return false;
  const texto = await lerCorpo(req);
  let bruto: unknown;
  try {
    bruto = texto === null ? undefined : JSON.parse(texto || "{}");
  } catch {
    bruto = undefined;
  }
  if (typeof bruto !== "object" || bruto === null || Array.isArray(bruto)) {
    json(res, 400, { error: { code: "VALIDATION", message: MSG_BANCO.corpoInvalido } });
    return true;
  }
  const pedido = Pagamento.safeParse(bruto);
  if (!pedido.success) {
    const mensagem = pedido.error.issues[0]?.message ?? MSG_BANCO.corpoInvalido;
    json(res, 400, { error: { code: "VALIDATION", message: mensagem, fields: { [String(pedido.error.issues[0]?.path[0] ?? "_")]: mensagem } } });
    return true;
  }
  const r = await banco.pagar(pedido.data.linha_digitavel);
  if (!r) {
    json(res, 404, { error: { code: "NOT_FOUND", message: MSG_BANCO.naoEncontrado } });
    return true;
  }
  const avisado = pedido.data.avisar === false ? false : await entregar(urlApi(), r.aviso);
  if (pedido.data.avisar !== false && !avisado) {
    json(res, 502, { error: { code: "INTERNAL", message: MSG_BANCO.avisoNaoEntregue } });
    return true;
  }
  json(res, 200, { pago: true, pago_agora: r.pagoAgora, avisado, evento_id: r.cobranca.evento_pagamento_id, cobranca: cobrancaParaResposta(r.cobranca) });
  return true;
}
