/**
 * The only file of `mensagens` that touches the table: reads of messages, and each change of a
 * message's state in one transaction with its `mensagem` audit event (saida.ts eventoMensagem).
 * Every change is conditioned on the state it starts from (the channel being tried, the status),
 * so a repeated job or notice changes nothing twice.
 */
import { GetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { db, tabela } from "../lib/db/client";
import { consultarTudo } from "../lib/db/consultas";
import { chaves, empresaPk, fimDoPrefixo, indices, prefixoMensagensContrato } from "../lib/db/keys";
import { transacao, type Peca } from "../lib/db/transacao";
import { agoraIso } from "../lib/ids";
import type { StatusMensagem } from "../../shared/mensagens/schemas";
import { destinoAtual, GuardaMensagem, Mensagem, MensagemUnica, type MensagemGravada } from "./entidades";
import { eventoMensagem } from "./saida";
import { agora as agoraDoNegocio } from "../../shared/relogio";

/** The change's condition failed: the message moved on (another job or notice got there first). */
export class MensagemMudou extends Error {
  override name = "MensagemMudou";
}

/** A status notice seen before (the provider delivers at least once). */
export class EventoRepetido extends Error {
  override name = "EventoRepetido";
}

const DIAS_GUARDA_EVENTO = 30;

export async function obterMensagem(empresaId: string | null, contratoId: string | null, id: string): Promise<MensagemGravada | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.mensagem(empresaId, contratoId, id), ConsistentRead: true }));
  return Mensagem.lerTalvez(Item);
}

/** The message a live `unica` mark of the contract holds (saida.ts), or undefined (none, or past its expiry). */
export async function mensagemUnica(empresaId: string, contratoId: string, chave: string, agora: Date = agoraDoNegocio()): Promise<MensagemGravada | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.mensagemUnica(empresaId, contratoId, chave), ConsistentRead: true }));
  if (!Item || !(Number(Item.expira_em) > Math.floor(agora.getTime() / 1000))) return undefined;
  return obterMensagem(empresaId, contratoId, MensagemUnica.ler(Item).mensagem_id);
}

/** A contract's messages, oldest first (ULIDs sort by creation). */
export async function mensagensDoContrato(empresaId: string, contratoId: string): Promise<MensagemGravada[]> {
  const p = prefixoMensagensContrato(contratoId);
  const itens = await consultarTudo({
    KeyConditionExpression: "PK = :pk AND SK BETWEEN :p AND :pFim",
    ExpressionAttributeValues: { ":pk": empresaPk(empresaId), ":p": p, ":pFim": fimDoPrefixo(p) },
  });
  return itens.map((i) => Mensagem.ler(i));
}

/** The message a provider's id names (its status notices), or undefined. */
export async function mensagemDoProvedor(provedor: string, idProvedor: string) {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chaves.guardaMensagem(provedor, idProvedor), ConsistentRead: true }));
  return GuardaMensagem.lerTalvez(Item);
}

/** An Update of the message from the state it was read in (channel and statuses) to `depois`. */
function mudar(antes: MensagemGravada, depois: MensagemGravada, deStatus: readonly StatusMensagem[]): Peca {
  const idx = Mensagem.atualizacaoIndices(depois);
  const valores: Record<string, unknown> = {
    ":status": depois.status,
    ":tentativa": depois.tentativa,
    ":motivo": depois.motivo,
    ":texto": depois.texto,
    ":provedor": depois.provedor,
    ":idp": depois.id_provedor,
    ":falhas": depois.falhas,
    ":at": depois.atualizada_em,
    ":t0": antes.tentativa,
    ...Object.fromEntries(deStatus.map((s, i) => [`:de${i}`, s])),
    ...idx.valores,
  };
  const set = ["#status = :status", "tentativa = :tentativa", "motivo = :motivo", "texto = :texto", "provedor = :provedor", "id_provedor = :idp", "falhas = :falhas", "atualizada_em = :at", ...idx.set];
  return {
    item: {
      Update: {
        TableName: tabela(),
        Key: Mensagem.chave(antes),
        UpdateExpression: `SET ${set.join(", ")}${idx.remove.length ? ` REMOVE ${idx.remove.join(", ")}` : ""}`,
        ConditionExpression: `tentativa = :t0 AND #status IN (${deStatus.map((_, i) => `:de${i}`).join(", ")})`,
        ExpressionAttributeNames: { "#status": "status" },
        ExpressionAttributeValues: valores,
      },
    },
    seFalhar: () => new MensagemMudou(),
  };
}

/** The provider took the message on its current channel. */
export async function marcarEnviada(m: MensagemGravada, provedor: string, idProvedor: string, texto: string): Promise<void> {
  const em = agoraIso();
  const depois: MensagemGravada = { ...m, status: "enviada", provedor, id_provedor: idProvedor, texto, atualizada_em: em };
  await transacao([
    mudar(m, depois, ["pendente"]),
    GuardaMensagem.novo({ provedor, id_provedor: idProvedor, empresa_id: m.empresa_id, contrato_id: m.contrato_id, mensagem_id: m.id, tentativa: m.tentativa }, () => new MensagemMudou()),
    ...eventoMensagem(depois, em),
  ]);
}

/**
 * The current channel failed (`motivo`): the message moves to the next channel (`pendente` there,
 * a new job leaves through the stream) or, with none left, is `falhou`.
 */
export function pecasDeFalha(m: MensagemGravada, motivo: string, em: string): Peca[] {
  const d = destinoAtual(m);
  const falhas = d ? [...m.falhas, { canal: d.canal, destino: d.destino, motivo, em }] : m.falhas;
  const proxima = m.tentativa + 1 < m.destinos.length;
  const depois: MensagemGravada = proxima
    ? { ...m, tentativa: m.tentativa + 1, status: "pendente", motivo: null, provedor: null, id_provedor: null, falhas, atualizada_em: em }
    : { ...m, status: "falhou", motivo, falhas, atualizada_em: em };
  // The failure of the channel tried is evidence first, then the message's new state (the next channel, na fila).
  const falhaDoCanal: MensagemGravada = { ...m, status: "falhou", atualizada_em: em };
  return [mudar(m, depois, ["pendente", "enviada", "entregue"]), ...eventoMensagem(falhaDoCanal, em, motivo), ...(proxima ? eventoMensagem(depois, em) : [])];
}

/** Not sent: what caused it is gone (shared/mensagens/vigencia.ts); the reason goes to the contract's history. */
export async function descartar(m: MensagemGravada, motivo: string): Promise<void> {
  const em = agoraIso();
  const depois: MensagemGravada = { ...m, status: "descartada", motivo, atualizada_em: em };
  await transacao([mudar(m, depois, ["agendada", "pendente"]), ...eventoMensagem(depois, em, motivo)]);
}

export async function falharCanal(m: MensagemGravada, motivo: string): Promise<void> {
  await transacao(pecasDeFalha(m, motivo, agoraIso()));
}

/** Which statuses a delivery notice may move a message from (a late `entregue` after `lida` changes nothing). */
const ANTES_DE: Record<"entregue" | "lida", readonly StatusMensagem[]> = { entregue: ["enviada"], lida: ["enviada", "entregue"] };

export interface NoticiaEntrega {
  provedor: string;
  eventoId: string;
  status: "entregue" | "lida" | "falhou";
  motivo: string | null;
}

/**
 * Applies one delivery notice to the message on the channel it names, once: the notice's id is
 * written in the same transaction (a repeat fails it: EventoRepetido). A notice about a channel
 * the message has left, or one behind its state, is recorded as seen and changes nothing.
 */
export async function aplicarEntrega(m: MensagemGravada, tentativa: number, n: NoticiaEntrega): Promise<"aplicado" | "repetido" | "ignorado"> {
  const dedupe: Peca = {
    item: {
      Put: {
        TableName: tabela(),
        Item: { ...chaves.eventoMensagem(n.provedor, n.eventoId), entidade: "evento_mensagem", mensagem_id: m.id, expira_em: Math.floor(Date.now() / 1000) + DIAS_GUARDA_EVENTO * 86_400 },
        ConditionExpression: "attribute_not_exists(PK)",
      },
    },
    seFalhar: () => new EventoRepetido(),
  };
  const em = agoraIso();
  const atual = m.tentativa === tentativa && (n.status === "falhou" ? ["pendente", "enviada", "entregue"].includes(m.status) : ANTES_DE[n.status].includes(m.status));
  try {
    if (!atual) {
      await transacao([dedupe]);
      return "ignorado";
    }
    if (n.status === "falhou") await transacao([dedupe, ...pecasDeFalha(m, n.motivo ?? "Não entregue", em)]);
    else {
      const depois: MensagemGravada = { ...m, status: n.status, atualizada_em: em };
      await transacao([dedupe, mudar(m, depois, ANTES_DE[n.status]), ...eventoMensagem(depois, em)]);
    }
    return "aplicado";
  } catch (erro) {
    if (erro instanceof EventoRepetido) return "repetido";
    throw erro;
  }
}

/** Messages whose allowed time came (`enviar_em` ≤ `agora`), oldest first; `empresaId` narrows (local tests share one table). */
export async function agendadasAte(agora: string, limite: number, empresaId?: string): Promise<MensagemGravada[]> {
  const r = await db().send(
    new QueryCommand({
      TableName: tabela(),
      IndexName: "GSI1",
      KeyConditionExpression: "GSI1PK = :pk AND GSI1SK <= :ate",
      ExpressionAttributeValues: { ":pk": indices.mensagensAgendadas(), ":ate": `${agora}#~` },
      Limit: limite,
    }),
  );
  // GSI reads are eventually consistent: the item itself is read again before it changes.
  return (r.Items ?? []).map((i) => Mensagem.ler(i)).filter((m) => !empresaId || m.empresa_id === empresaId);
}

/** Every message still waiting (the local inbox shows them). */
export async function todasAgendadas(limite: number): Promise<MensagemGravada[]> {
  const r = await db().send(
    new QueryCommand({ TableName: tabela(), IndexName: "GSI1", KeyConditionExpression: "GSI1PK = :pk", ExpressionAttributeValues: { ":pk": indices.mensagensAgendadas() }, Limit: limite }),
  );
  return (r.Items ?? []).map((i) => Mensagem.ler(i));
}

/** Its time came: `agendada` → `pendente` (the stream queues its job). False when it had already moved. */
export async function liberar(m: MensagemGravada): Promise<boolean> {
  const em = agoraIso();
  const depois: MensagemGravada = { ...m, status: "pendente", atualizada_em: em };
  try {
    await transacao([mudar(m, depois, ["agendada"])]);
    return true;
  } catch (erro) {
    if (erro instanceof MensagemMudou) return false;
    throw erro;
  }
}
