/**
 * The outbox: jobs a committed change must cause, derived from its stream record, so no commit can
 * lose its job (a handler never sends after its commit). Each job carries an idempotency key
 * (`id_trabalho`) and its consumer ignores a repeat, so a record retried after a crash may send
 * its jobs again but never loses them.
 * - a new instalment (`parcela` INSERT) → `boleto-jobs`: issue its slip (version 1);
 * - an instalment whose `boleto_versao` went up ("Reenviar boletos") → issue that version;
 * - a charge no longer to be paid → `boleto-jobs`: write it off at its provider: the instalment
 *   paid by hand ('Marcar Paga') or cancelled while it has a charge, or its charge replaced by a
 *   re-issue (the older one);
 * - a payoff slip asked (`quitacao` at a new version, `emitindo`) → issue it; its older charge, replaced, is written off;
 *   one paid by 'Marcar Paga' has its charge written off;
 * - a new device command (`comando_aparelho` INSERT: lock, unlock, enrol, release, notice) → `lock-jobs`,
 *   in the device's message group (the IMEI) so its commands keep their order;
 * - a message to a customer that becomes `pendente` (written so, released from `agendada`, or moved
 *   to its next channel after one failed) → `mensagens-jobs`: send it on that channel.
 */
import * as z from "zod/mini";
import { TrabalhoBloqueio, TrabalhoBoleto, TrabalhoMensagem } from "../../shared/api/filas";
import { enfileirarNomeando, filas, type Trabalho } from "../lib/sqs";
import type { Imagem, Registro } from "./registro";
import { preguicoso } from "../../shared/preguicoso";

export interface Saida {
  fila: "boleto-jobs" | "lock-jobs" | "mensagens-jobs";
  trabalho: Trabalho;
}

const ParcelaImagem = preguicoso(() => z.object({
  id: z.string(),
  contrato_id: z.string(),
  numero_parcela: z.number().check(z.int()),
  status_parcela: z.optional(z.string()),
  boleto_versao: z.optional(z.number().check(z.int())),
  boleto_status: z.nullish(z.string()),
  boleto_provedor: z.nullish(z.string()),
  boleto_id_provedor: z.nullish(z.string()),
  origem_pagamento: z.nullish(z.string()),
}));
type ParcelaImagem = z.infer<typeof ParcelaImagem>;
const ComandoImagem = preguicoso(() => z.object({ contrato_id: z.string(), seq: z.number().check(z.int()), imei: z.string(), acao: z.string() }));

const saidaBoleto = (corpo: unknown): Saida => {
  const t = TrabalhoBoleto.parse(corpo);
  return { fila: "boleto-jobs", trabalho: { id: t.id_trabalho, corpo: t } };
};

const emitir = (empresaId: string, p: ParcelaImagem, versao: number): Saida =>
  saidaBoleto({
    tipo: "emitir",
    id_trabalho: `emitir:${p.id}:v${versao}`,
    empresa_id: empresaId,
    contrato_id: p.contrato_id,
    parcela_id: p.id,
    numero_parcela: p.numero_parcela,
    versao,
  });

const baixar = (empresaId: string, provedor: string, idProvedor: string): Saida =>
  saidaBoleto({ tipo: "baixar", id_trabalho: `baixar:${provedor}:${idProvedor}`, empresa_id: empresaId, provedor, id_provedor: idProvedor });

/** A charge that must not be paid any more: the instalment paid by hand, by the contract's payoff slip, or cancelled. */
const encerradaSemBanco = (p: ParcelaImagem) => p.status_parcela === "cancelada" || (p.status_parcela === "paga" && (p.origem_pagamento === "manual" || p.origem_pagamento === "quitacao"));

const QuitacaoImagem = preguicoso(() => z.object({
  contrato_id: z.string(),
  versao: z.number().check(z.int()),
  status: z.string(),
  boleto_provedor: z.nullish(z.string()),
  boleto_id_provedor: z.nullish(z.string()),
  origem_pagamento: z.nullish(z.string()),
}));

/**
 * A payoff slip asked (a new version `emitindo`) → issue it; one replaced by a newer version → write
 * its charge off; one paid by 'Marcar Paga' (not at the bank) → write its charge off too.
 */
function saidasDaQuitacao(empresaId: string, antesBruto: Imagem | undefined, depoisBruto: Imagem): Saida[] {
  const depois = QuitacaoImagem.parse(depoisBruto);
  const antes = antesBruto ? QuitacaoImagem.parse(antesBruto) : undefined;
  const lista: Saida[] = [];
  if (depois.status === "emitindo" && depois.versao > (antes?.versao ?? 0)) {
    lista.push(saidaBoleto({ tipo: "emitir_quitacao", id_trabalho: `quitacao:${depois.contrato_id}:v${depois.versao}`, empresa_id: empresaId, contrato_id: depois.contrato_id, versao: depois.versao }));
  }
  if (antes?.boleto_id_provedor && antes.boleto_provedor && antes.boleto_id_provedor !== depois.boleto_id_provedor) lista.push(baixar(empresaId, antes.boleto_provedor, antes.boleto_id_provedor));
  if (depois.status === "paga" && antes?.status !== "paga" && depois.origem_pagamento === "manual" && depois.boleto_provedor && depois.boleto_id_provedor) {
    lista.push(baixar(empresaId, depois.boleto_provedor, depois.boleto_id_provedor));
  }
  return lista;
}

function saidasDaParcela(empresaId: string, evento: Registro["evento"], antesBruto: Imagem | undefined, depoisBruto: Imagem): Saida[] {
  const depois = ParcelaImagem.parse(depoisBruto);
  // A new instalment asks for its slip by being written `emitindo` (BOLETO_PEDIDO); one brought in
  // without a slip request (a migration, the bench's seeded contracts) queues nothing.
  if (evento === "INSERT") return depois.boleto_status === "emitindo" ? [emitir(empresaId, depois, depois.boleto_versao ?? 1)] : [];
  if (evento !== "MODIFY" || !antesBruto) return [];
  const antes = ParcelaImagem.parse(antesBruto);
  const lista: Saida[] = [];
  const versao = depois.boleto_versao ?? 1;
  if (versao > (antes.boleto_versao ?? 1) && depois.boleto_status === "emitindo") lista.push(emitir(empresaId, depois, versao));
  // The current charge, once the instalment is settled without the bank (or its charge arrives after that).
  const atual = depois.boleto_id_provedor && depois.boleto_provedor ? { provedor: depois.boleto_provedor, id: depois.boleto_id_provedor } : null;
  const mudouCobranca = antes.boleto_id_provedor !== depois.boleto_id_provedor;
  if (atual && encerradaSemBanco(depois) && (mudouCobranca || antes.status_parcela !== depois.status_parcela)) lista.push(baixar(empresaId, atual.provedor, atual.id));
  // A re-issue replaced the charge: the older one is written off.
  if (mudouCobranca && antes.boleto_id_provedor && antes.boleto_provedor) lista.push(baixar(empresaId, antes.boleto_provedor, antes.boleto_id_provedor));
  return lista;
}

const MensagemImagem = preguicoso(() => z.object({
  id: z.string(),
  empresa_id: z.nullable(z.string()),
  contrato_id: z.nullable(z.string()),
  status: z.string(),
  tentativa: z.number().check(z.int()),
}));

/** A message that became `pendente` on a channel → send it there (a message of no company has a global key: no `empresaId`). */
function saidasDaMensagem(antesBruto: Imagem | undefined, depoisBruto: Imagem): Saida[] {
  const depois = MensagemImagem.parse(depoisBruto);
  const antes = antesBruto ? MensagemImagem.parse(antesBruto) : undefined;
  if (depois.status !== "pendente" || (antes?.status === "pendente" && antes.tentativa === depois.tentativa)) return [];
  const corpo = TrabalhoMensagem.parse({
    tipo: "enviar",
    id_trabalho: `mensagem:${depois.id}:${depois.tentativa}`,
    empresa_id: depois.empresa_id,
    contrato_id: depois.contrato_id,
    mensagem_id: depois.id,
    tentativa: depois.tentativa,
  });
  return [{ fila: "mensagens-jobs", trabalho: { id: corpo.id_trabalho, corpo } }];
}

export function saidas(r: Registro): Saida[] {
  if (r.depois?.entidade === "mensagem") return saidasDaMensagem(r.antes, r.depois);
  if (!r.depois || !r.empresaId) return [];
  if (r.depois.entidade === "parcela") return saidasDaParcela(r.empresaId, r.evento, r.antes, r.depois);
  if (r.depois.entidade === "quitacao") return saidasDaQuitacao(r.empresaId, r.antes, r.depois);
  if (r.evento === "INSERT" && r.depois.entidade === "comando_aparelho") {
    const c = ComandoImagem.parse(r.depois);
    const corpo = TrabalhoBloqueio.parse({ tipo: c.acao, id_trabalho: `${c.acao}:${c.contrato_id}:${c.seq}`, empresa_id: r.empresaId, contrato_id: c.contrato_id, seq: c.seq, imei: c.imei });
    return [{ fila: "lock-jobs", trabalho: { id: corpo.id_trabalho, corpo, grupo: c.imei } }];
  }
  return [];
}

const URL_DA_FILA: Record<Saida["fila"], () => string> = { "boleto-jobs": filas.boletos, "lock-jobs": filas.bloqueio, "mensagens-jobs": filas.mensagens };

/** The queues the outbox sends to: shared/api/filas.ts FLUXO_SAIDAS.filas must list the same (infra grants the send and passes their URLs from it; test/unit/fluxo-saidas.test.ts). */
export const FILAS_DAS_SAIDAS = Object.keys(URL_DA_FILA) as Saida["fila"][];

/**
 * Sends jobs grouped by queue (order kept within a queue: a device's FIFO group sees its commands
 * in record order) and returns the ids (`id_trabalho`) of those that could not be sent, so the
 * outbox fails only the records they came from. `prazo`: until when to send again the jobs a queue
 * refused for a reason that may pass (functions/lib/sqs.ts enfileirarNomeando).
 */
export async function enviarNomeando(lista: Saida[], prazo?: number): Promise<Set<string>> {
  const falhas = new Set<string>();
  for (const fila of Object.keys(URL_DA_FILA) as Saida["fila"][]) {
    const trabalhos = lista.filter((s) => s.fila === fila).map((s) => s.trabalho);
    if (!trabalhos.length) continue;
    const url = URL_DA_FILA[fila]();
    if (!url) throw new Error(`fila ${fila} sem URL configurada`);
    for (const id of await enfileirarNomeando(url, trabalhos, prazo)) falhas.add(id);
  }
  return falhas;
}

/** Sends every job or throws: the record then fails and is retried, never marked sent. */
export async function enviar(lista: Saida[]): Promise<void> {
  const falhas = await enviarNomeando(lista);
  if (falhas.size) throw new Error(`${falhas.size} trabalho(s) não enviados: ${[...falhas].slice(0, 5).join(", ")}`);
}
