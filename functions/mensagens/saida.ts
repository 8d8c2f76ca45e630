/**
 * The producer API of the messaging port (issue 31): the transaction pieces that put ONE message
 * in the outbox, to be written in the SAME transaction as what causes it (a sale, a payment, a
 * reminder, a sign-up code). The item leaves through the table's stream to `mensagens-jobs`
 * (functions/fluxo/saidas.ts), whose consumer sends it through the configured provider and falls
 * back to the next channel when one fails; the provider's notices bring its delivery status.
 *
 * Usage:
 *
 *   import { mensagemNaSaida } from "../mensagens";
 *   const msg = mensagemNaSaida({
 *     empresaId,                       // null: no company (e.g. a sign-up code before any account)
 *     contratoId,                      // optional: the message is evidence on that contract
 *     modelo: "codigo_cadastro",       // shared/mensagens/schemas.ts MODELOS
 *     variaveis: { loja, whatsapp_loja, area_cliente, cliente, codigo: "123456" }, // shared/mensagens/textos.ts
 *     para: { destino: "11987654321" },            // a raw destination (phone digits or e-mail), or
 *     // para: { cliente },                        // a customer record: WhatsApp → SMS → e-mail by their preferences
 *     urgente: true,                   // asked for by the customer right now: ignores the hours rule
 *     por: "portal",                   // who caused it (audit)
 *   });
 *   await transacao([...pecasDoCodigo, ...msg.pecas]);
 *
 * `msg.id` names the message; `msg.status` is `pendente` (leaves now), `agendada` (waits for the
 * hours a person may be reached: shared/mensagens/horario.ts) or `falhou` (no channel: recorded as
 * evidence, nothing is sent). With `cobranca`, the message takes the contract's one collection
 * message of its day; the transaction then fails with `cobranca.seFalhar()` when the contract
 * already had one that day. With `unica`, the message is the only one of its key for a while (a
 * repeat fails the transaction with `unica.seRepetida()`; `mensagemUnica` reads the one sent); with
 * `limiteDiario`, the transaction fails with `seExceder()` past the contract's daily count. The
 * `unica` piece goes first: a repeat is told so even when the day's limit is reached.
 */
import { destinosDoCliente, mascararDestino, normalizarDestino, type ContatoCliente, type Destino } from "../../shared/mensagens/canais";
import { diaEmBrasilia, proximoHorarioPermitido } from "../../shared/mensagens/horario";
import type { Canal, Modelo, StatusMensagem } from "../../shared/mensagens/schemas";
import { textoMensagem, type Variaveis } from "../../shared/mensagens/textos";
import { eventoContrato } from "../contratos";
import { tabela } from "../lib/db/client";
import { chaves } from "../lib/db/keys";
import type { Peca } from "../lib/db/transacao";
import { novoId } from "../lib/ids";
import { canaisDoAmbiente } from "./provedores/canais";
import { CobrancaDoDia, Mensagem, MensagemUnica, MensagensDoDia, type MensagemGravada } from "./entidades";
import { agora as agoraDoNegocio } from "../../shared/relogio";

export const MOTIVO_SEM_CONTATO = "Cliente sem contato: nenhum canal disponível";

export interface NovaMensagem {
  /** The company the message speaks for; null for one with no company (a raw destination). */
  empresaId: string | null;
  /** The contract it is evidence on (its `mensagem` audit events, GET /api/contratos/{id}/mensagens). */
  contratoId?: string | null;
  modelo: Modelo;
  variaveis: Variaveis;
  /** A customer record (its channels in order, skipping what it refused or lacks) or a raw destination. */
  para: { cliente: ContatoCliente & { id: string } } | { destino: string; canal?: Canal };
  /** Asked for by the customer right now (a code, a second copy, a receipt): leaves at once, whatever the hour. */
  urgente?: boolean;
  /** Instalments whose slips (linha digitável, Pix) the text shows, read when it leaves. */
  parcelas?: number[];
  /** Who caused it (a user id, `rotina`, `banco:<provedor>`…). */
  por: string;
  /** When it is caused (default now): the hours rule counts from it. */
  agora?: Date;
  /** A collection message: one per contract per Brasília day (needs `contratoId`). */
  cobranca?: { seFalhar: () => Error };
  /** The only message of `chave` on the contract for `validadeS` seconds (needs `empresaId` and `contratoId`). */
  unica?: { chave: string; validadeS: number; seRepetida: () => Error };
  /** At most `limite` messages of `chave` on the contract per Brasília day (needs `empresaId` and `contratoId`). */
  limiteDiario?: { chave: string; limite: number; seExceder: () => Error };
}

export interface MensagemNaSaida {
  id: string;
  status: StatusMensagem;
  /** When it leaves (ISO). */
  enviarEm: string;
  pecas: Peca[];
}

/** The customer's channels (shared/mensagens/canais.ts) that exist in this stage (provedores/canais.ts), in order. */
export function destinosAlcancaveis(c: ContatoCliente, canais: readonly Canal[] = canaisDoAmbiente()): Destino[] {
  return destinosDoCliente(c).filter((d) => canais.includes(d.canal));
}

function destinosDe(para: NovaMensagem["para"]): Destino[] {
  if ("cliente" in para) return destinosAlcancaveis(para.cliente);
  const destino = normalizarDestino(para.destino);
  if (!destino) return [];
  const canais = canaisDoAmbiente();
  const todos: Destino[] = destino.includes("@") ? [{ canal: "email", destino }] : para.canal ? [{ canal: para.canal, destino }] : [{ canal: "whatsapp", destino }, { canal: "sms", destino }];
  return todos.filter((d) => canais.includes(d.canal));
}

/** The `mensagem` audit event of a message in a state (none for a message of no contract). */
export function eventoMensagem(m: MensagemGravada, em: string, motivo?: string | null): Peca[] {
  if (!m.empresa_id || !m.contrato_id) return [];
  const d = m.destinos[m.tentativa];
  return [
    eventoContrato({
      empresaId: m.empresa_id,
      contratoId: m.contrato_id,
      tipo: "mensagem",
      por: m.por,
      em,
      detalhes: { mensagem_id: m.id, modelo: m.modelo, canal: d?.canal ?? null, destino: d ? mascararDestino(d.destino) : null, status: m.status, ...(motivo ? { motivo } : {}) },
    }),
  ];
}

export function mensagemNaSaida(n: NovaMensagem): MensagemNaSaida {
  const agora = n.agora ?? agoraDoNegocio();
  const em = agora.toISOString();
  const destinos = destinosDe(n.para);
  const enviarEm = n.urgente ? agora : proximoHorarioPermitido(agora);
  const status: StatusMensagem = destinos.length === 0 ? "falhou" : enviarEm.getTime() > agora.getTime() ? "agendada" : "pendente";
  const { texto, assunto } = textoMensagem(n.modelo, n.variaveis);
  const m: MensagemGravada = {
    id: novoId(),
    empresa_id: n.empresaId,
    contrato_id: n.contratoId ?? null,
    cliente_id: "cliente" in n.para ? n.para.cliente.id : null,
    modelo: n.modelo,
    variaveis: n.variaveis,
    parcelas: n.parcelas ?? [],
    texto,
    assunto,
    destinos,
    tentativa: 0,
    status,
    motivo: status === "falhou" ? MOTIVO_SEM_CONTATO : null,
    urgente: n.urgente ?? false,
    enviar_em: enviarEm.toISOString(),
    provedor: null,
    id_provedor: null,
    falhas: [],
    por: n.por,
    em,
    atualizada_em: em,
  };
  const pecas: Peca[] = [...pecasDeUnicidade(n, m.id, agora), Mensagem.novo(m), ...eventoMensagem(m, em, m.motivo)];
  if (n.cobranca) {
    if (!n.empresaId || !n.contratoId) throw new Error("mensagem de cobrança sem empresa ou contrato");
    pecas.push(CobrancaDoDia.novo({ empresa_id: n.empresaId, contrato_id: n.contratoId, dia: diaEmBrasilia(enviarEm), mensagem_id: m.id }, n.cobranca.seFalhar));
  }
  return { id: m.id, status, enviarEm: m.enviar_em, pecas };
}

/** The `unica` mark (first) and the `limiteDiario` count of a message, as transaction pieces. */
function pecasDeUnicidade(n: NovaMensagem, mensagemId: string, agora: Date): Peca[] {
  if (!n.unica && !n.limiteDiario) return [];
  if (!n.empresaId || !n.contratoId) throw new Error("mensagem única ou com limite diário sem empresa ou contrato");
  const agoraS = Math.floor(agora.getTime() / 1000);
  const pecas: Peca[] = [];
  if (n.unica) {
    const u = { empresa_id: n.empresaId, contrato_id: n.contratoId, chave: n.unica.chave, mensagem_id: mensagemId, em: agora.toISOString() };
    pecas.push({
      item: {
        Put: {
          TableName: tabela(),
          Item: { ...MensagemUnica.item(u), expira_em: agoraS + n.unica.validadeS },
          // A mark past its expiry (TTL deletes late) is no mark.
          ConditionExpression: "attribute_not_exists(PK) OR expira_em <= :agora",
          ExpressionAttributeValues: { ":agora": agoraS },
        },
      },
      seFalhar: n.unica.seRepetida,
    });
  }
  if (n.limiteDiario) {
    const dia = diaEmBrasilia(agora);
    pecas.push({
      item: {
        Update: {
          TableName: tabela(),
          Key: chaves.mensagensDoDia(n.empresaId, n.contratoId, n.limiteDiario.chave, dia),
          UpdateExpression: "ADD qtd :um SET entidade = :e, empresa_id = :emp, contrato_id = :c, #ch = :ch, #dia = :dia, expira_em = if_not_exists(expira_em, :exp)",
          ConditionExpression: "attribute_not_exists(qtd) OR qtd < :limite",
          ExpressionAttributeNames: { "#ch": "chave", "#dia": "dia" },
          ExpressionAttributeValues: {
            ":um": 1, ":e": MensagensDoDia.nome, ":emp": n.empresaId, ":c": n.contratoId, ":ch": n.limiteDiario.chave, ":dia": dia,
            // Kept two days past its own (TTL): only today's is ever counted on.
            ":exp": agoraS + 3 * 24 * 60 * 60, ":limite": n.limiteDiario.limite,
          },
        },
      },
      seFalhar: n.limiteDiario.seExceder,
    });
  }
  return pecas;
}
