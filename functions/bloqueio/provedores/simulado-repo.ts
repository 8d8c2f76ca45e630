/**
 * The simulated lock provider's books, kept in the app's table under global `APARELHO_SIM#<imei>`
 * keys (the provider's data, not a shop's: the stream consumer sees no company in them and ignores
 * them): each device (which contract holds it — one at a time across every company —, locked or
 * not, the text on its screen) and each command it took, by idempotency key. A command accepted
 * and not yet confirmed to the app sits in a sparse index the local devices loop walks.
 */
import { GetCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import * as z from "zod/mini";
import { ACOES_COMANDO } from "../../../shared/bloqueio/schemas";
import { db, tabela } from "../../lib/db/client";
import { entidade } from "../../lib/db/entidade";
import { chaves, indices } from "../../lib/db/keys";
import { transacao, type Peca } from "../../lib/db/transacao";
import { preguicoso } from "../../../shared/preguicoso";

export const AparelhoSimuladoGravado = preguicoso(() => z.object({
  imei: z.string(),
  /** The holder (null: free). */
  empresa_id: z.nullable(z.string()),
  contrato_id: z.nullable(z.string()),
  bloqueado: z.boolean(),
  tela: z.nullable(z.string()),
  /** Notices the phone showed (the lock announced), oldest first; absent on devices from before them. */
  avisos: z._default(z.array(z.object({ texto: z.string(), em: z.string() })), []),
  /** Out of coverage (a local switch): the phone takes no command and sends no notice until it is back. */
  sem_sinal: z._default(z.boolean(), false),
  atualizado_em: z.string(),
}));
export type AparelhoSimuladoGravado = z.infer<typeof AparelhoSimuladoGravado>;

export const AparelhoSimulado = entidade("aparelho_simulado", {
  atributos: AparelhoSimuladoGravado,
  chave: (a) => chaves.aparelhoSimulado(a.imei),
  indices: (a) => [indices.aparelhoSimuladoNaLista(a.imei)],
});

/** aguardando (accepted, the device has not acted) → aplicado (it acted; notice not taken yet) → entregue (the app answered 200). */
export const SITUACOES_SIMULADAS = ["aguardando", "aplicado", "entregue"] as const;

export const ComandoSimuladoGravado = preguicoso(() => z.object({
  /** The provider's id of the command (what `aceito` returns and the notice names). */
  id: z.string(),
  idempotencia: z.string(),
  imei: z.string(),
  acao: z.enum(ACOES_COMANDO),
  empresa_id: z.string(),
  contrato_id: z.string(),
  tela: z.nullable(z.string()),
  resultado: z.enum(["aceito", "recusado"]),
  motivo: z.nullable(z.string()),
  aceito_em: z.string(),
  situacao: z.enum(SITUACOES_SIMULADAS),
  confirmacao: z.nullable(z.enum(["confirmado", "falhou"])),
  bloqueado_depois: z.nullable(z.boolean()),
  evento_id: z.nullable(z.string()),
  confirmado_em: z.nullable(z.string()),
}));
export type ComandoSimuladoGravado = z.infer<typeof ComandoSimuladoGravado>;

export const ComandoSimulado = entidade("comando_simulado", {
  atributos: ComandoSimuladoGravado,
  chave: (c) => chaves.comandoSimulado(c.imei, c.idempotencia),
  indices: (c) => (c.resultado === "aceito" && c.situacao !== "entregue" ? [indices.confirmacaoSimulada(c.aceito_em, c.id)] : []),
});

/** The device's condition failed: it is not (or no longer) held as the command needs. */
export class VinculoDiferente extends Error {}
/** The idempotency key already names a command. */
export class ComandoExistente extends Error {}

async function obterItem(chave: { PK: string; SK: string }) {
  const { Item } = await db().send(new GetCommand({ TableName: tabela(), Key: chave, ConsistentRead: true }));
  return Item;
}

export const obterAparelho = async (imei: string) => AparelhoSimulado.lerTalvez(await obterItem(chaves.aparelhoSimulado(imei)));
export const obterComando = async (imei: string, idempotencia: string) => ComandoSimulado.lerTalvez(await obterItem(chaves.comandoSimulado(imei, idempotencia)));

/** The device held by `c`'s contract: taken (enrolment) or checked (every other command). */
function vinculoDoAparelho(c: ComandoSimuladoGravado, agora: string): Peca {
  const seFalhar = () => new VinculoDiferente();
  if (c.acao === "matricular") {
    const lista = indices.aparelhoSimuladoNaLista(c.imei);
    return {
      item: {
        Update: {
          TableName: tabela(),
          Key: chaves.aparelhoSimulado(c.imei),
          // A device never seen is created; a free one (released) is taken; the holder's own enrolment again changes nothing.
          UpdateExpression:
            "SET entidade = :ent, imei = :imei, empresa_id = :e, contrato_id = :c, bloqueado = if_not_exists(bloqueado, :falso), tela = if_not_exists(tela, :nulo), atualizado_em = :agora, GSI1PK = :g1pk, GSI1SK = :g1sk",
          ConditionExpression: "attribute_not_exists(PK) OR attribute_type(contrato_id, :tipoNulo) OR contrato_id = :c",
          ExpressionAttributeValues: {
            ":ent": AparelhoSimulado.nome,
            ":imei": c.imei,
            ":e": c.empresa_id,
            ":c": c.contrato_id,
            ":falso": false,
            ":nulo": null,
            ":agora": agora,
            ":g1pk": lista.GSI1PK,
            ":g1sk": lista.GSI1SK,
            ":tipoNulo": "NULL",
          },
        },
      },
      seFalhar,
    };
  }
  return {
    item: {
      ConditionCheck: {
        TableName: tabela(),
        Key: chaves.aparelhoSimulado(c.imei),
        ConditionExpression: "contrato_id = :c AND empresa_id = :e",
        ExpressionAttributeValues: { ":c": c.contrato_id, ":e": c.empresa_id },
      },
    },
    seFalhar,
  };
}

/** Records an accepted command with its device condition; VinculoDiferente / ComandoExistente when either fails. */
export async function aceitarComando(c: ComandoSimuladoGravado): Promise<void> {
  await transacao([ComandoSimulado.novo(c, () => new ComandoExistente()), vinculoDoAparelho(c, c.aceito_em)]);
}

/** Records a refused command (the same key answers the same refusal again); ComandoExistente when the key is taken. */
export async function registrarRecusa(c: ComandoSimuladoGravado): Promise<void> {
  await transacao([ComandoSimulado.novo(c, () => new ComandoExistente())]);
}

/** The device's state after `c` acts on it (its holder kept or released); a notice leaves it as it is. */
function efeito(c: ComandoSimuladoGravado): { bloqueado: boolean; tela: string | null; libera: boolean } | null {
  if (c.acao === "avisar") return null;
  if (c.acao === "bloquear") return { bloqueado: true, tela: c.tela, libera: false };
  if (c.acao === "matricular") return { bloqueado: false, tela: null, libera: false };
  return { bloqueado: false, tela: null, libera: c.acao === "liberar" };
}

/**
 * The device acts on an accepted command (the local loop, "later"): its state changes if this
 * contract still holds it (`confirmado`), otherwise nothing changes and it reports `falhou`. An
 * enrolment changes nothing on the device (it was taken when accepted). Idempotent: a command
 * already applied is returned as it is.
 */
export async function aplicarComando(c: ComandoSimuladoGravado, agora: string): Promise<ComandoSimuladoGravado> {
  if (c.situacao !== "aguardando") return c;
  const alvo = efeito(c);
  const eventoId = `evt_${c.id}`;
  // A notice keeps the device's lock state: the confirmation reports it as the device is.
  const bloqueadoDepois = alvo ? alvo.bloqueado : ((await obterAparelho(c.imei))?.bloqueado ?? false);
  const marcar = (confirmacao: "confirmado" | "falhou", bloqueadoDepois: boolean): Peca => ({
    item: {
      Update: {
        TableName: tabela(),
        Key: ComandoSimulado.chave(c),
        UpdateExpression: "SET situacao = :aplicado, confirmacao = :conf, bloqueado_depois = :b, evento_id = :ev, confirmado_em = :agora",
        ConditionExpression: "situacao = :aguardando",
        ExpressionAttributeValues: { ":aplicado": "aplicado", ":aguardando": "aguardando", ":conf": confirmacao, ":b": bloqueadoDepois, ":ev": eventoId, ":agora": agora },
      },
    },
  });
  const aplicado = (confirmacao: "confirmado" | "falhou", b: boolean): ComandoSimuladoGravado => ({ ...c, situacao: "aplicado", confirmacao, bloqueado_depois: b, evento_id: eventoId, confirmado_em: agora });
  try {
    await transacao([
      marcar("confirmado", bloqueadoDepois),
      {
        item: {
          Update: {
            TableName: tabela(),
            Key: chaves.aparelhoSimulado(c.imei),
            ...(alvo
              ? {
                  UpdateExpression: `SET bloqueado = :b, tela = :t, atualizado_em = :agora${alvo.libera ? ", contrato_id = :nulo, empresa_id = :nulo" : ""}`,
                  ExpressionAttributeValues: { ":b": alvo.bloqueado, ":t": alvo.tela, ":agora": agora, ":c": c.contrato_id, ":e": c.empresa_id, ...(alvo.libera ? { ":nulo": null } : {}) },
                }
              : {
                  UpdateExpression: "SET avisos = list_append(if_not_exists(avisos, :vazio), :aviso), atualizado_em = :agora",
                  ExpressionAttributeValues: { ":vazio": [], ":aviso": [{ texto: c.tela ?? "", em: agora }], ":agora": agora, ":c": c.contrato_id, ":e": c.empresa_id },
                }),
            ConditionExpression: "contrato_id = :c AND empresa_id = :e",
          },
        },
        seFalhar: () => new VinculoDiferente(),
      },
    ]);
    return aplicado("confirmado", bloqueadoDepois);
  } catch (erro) {
    if (!(erro instanceof VinculoDiferente)) {
      // Applied meanwhile by another loop pass: its record is the truth.
      const atual = await obterComando(c.imei, c.idempotencia);
      if (atual && atual.situacao !== "aguardando") return atual;
      throw erro;
    }
    // Released or taken by another contract meanwhile: the device did nothing for this one.
    await transacao([marcar("falhou", false)]);
    return aplicado("falhou", false);
  }
}

/** The app took the notice (200): it leaves the loop's list. */
export async function marcarEntregue(c: ComandoSimuladoGravado): Promise<void> {
  await transacao([
    {
      item: {
        Update: {
          TableName: tabela(),
          Key: ComandoSimulado.chave(c),
          UpdateExpression: "SET situacao = :entregue REMOVE GSI1PK, GSI1SK",
          ConditionExpression: "situacao = :aplicado",
          ExpressionAttributeValues: { ":entregue": "entregue", ":aplicado": "aplicado" },
        },
      },
      seFalhar: () => new ComandoExistente(),
    },
  ]).catch((erro: unknown) => {
    if (!(erro instanceof ComandoExistente)) throw erro;
  });
}

/** Accepted commands whose confirmation the app has not taken yet, oldest first. */
export async function confirmacoesPendentes(limite: number): Promise<ComandoSimuladoGravado[]> {
  const r = await db().send(
    new QueryCommand({
      TableName: tabela(),
      IndexName: "GSI1",
      KeyConditionExpression: "GSI1PK = :pk",
      ExpressionAttributeValues: { ":pk": indices.confirmacoesSimuladas() },
      Limit: limite,
    }),
  );
  return (r.Items ?? []).map((i) => ComandoSimulado.ler(i));
}

/** Every simulated device, by IMEI (the local devices page). */
export async function listarAparelhos(limite: number): Promise<AparelhoSimuladoGravado[]> {
  const r = await db().send(
    new QueryCommand({
      TableName: tabela(),
      IndexName: "GSI1",
      KeyConditionExpression: "GSI1PK = :pk",
      ExpressionAttributeValues: { ":pk": indices.aparelhosSimulados() },
      Limit: limite,
    }),
  );
  return (r.Items ?? []).map((i) => AparelhoSimulado.ler(i));
}

/** Puts the phone out of coverage or back (local only); false for a phone never enrolled. */
export async function mudarSinal(imei: string, semSinal: boolean): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tabela(),
        Key: chaves.aparelhoSimulado(imei),
        UpdateExpression: "SET sem_sinal = :s",
        ConditionExpression: "attribute_exists(PK)",
        ExpressionAttributeValues: { ":s": semSinal },
      }),
    );
    return true;
  } catch (erro) {
    if ((erro as Error).name === "ConditionalCheckFailedException") return false;
    throw erro;
  }
}
