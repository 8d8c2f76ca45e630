/**
 * The receipts' human numbers (issue 36 item 12: a sale's receipt read 'RECIBO Nº 01KC…', the
 * sale's ULID). A company numbers its sale receipts 0001, 0002… (its counter `recibo`, zero-padded
 * as product and brand codes are: functions/lib/db/contadores.ts). The number is given the first
 * time the receipt is printed and kept on an item of its own, so every later print — A4, 80 mm,
 * today or next year — shows the same one. It is taken in ONE transaction with that item (the
 * counter moved from the value read, the item new), so two first prints at once never make two
 * numbers for one receipt nor leave a gap: the loser reads what the winner kept. (Receipts are
 * printed a few times a day: the counter is no hot item, unlike the aggregates the stream keeps.)
 * The only file of `financeiro` that writes its own items.
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import * as z from "zod/mini";
import { preguicoso } from "../../shared/preguicoso";
import { db, tabela } from "../lib/db/client";
import { entidade } from "../lib/db/entidade";
import { chaves } from "../lib/db/keys";
import { transacao } from "../lib/db/transacao";
import { conflito } from "../lib/errors";
import { agoraIso, formatarCodigo } from "../lib/ids";

/** The company's sequence of receipt numbers (a CONTADOR item, as the code sequences). */
const SEQUENCIA = "recibo";

export const MSG_NUMERO_RECIBO = {
  disputa: "Outros recibos estão sendo numerados agora. Tente novamente.",
} as const;

const NumeroReciboGravado = preguicoso(() =>
  z.object({
    empresa_id: z.string(),
    venda_id: z.string(),
    /** "0001": the company's sequence, zero-padded. */
    numero: z.string(),
    criado_em: z.string(),
  }),
);

const NumeroRecibo = entidade("numero_recibo", {
  atributos: NumeroReciboGravado,
  chave: (r) => chaves.reciboVenda(r.empresa_id, r.venda_id),
});

const lerItem = async (chave: { PK: string; SK: string }) => (await db().send(new GetCommand({ TableName: tabela(), Key: chave, ConsistentRead: true }))).Item;

class Disputa extends Error {}

/** The human number of a sale's receipt: the one it was given, or the company's next one, kept. */
export async function numeroDoReciboDaVenda(empresaId: string, vendaId: string): Promise<string> {
  const contador = chaves.contador(empresaId, SEQUENCIA);
  for (let tentativa = 0; tentativa < 8; tentativa += 1) {
    const guardado = NumeroRecibo.lerTalvez(await lerItem(chaves.reciboVenda(empresaId, vendaId)));
    if (guardado) return guardado.numero;
    const atual = Number((await lerItem(contador))?.valor ?? 0);
    const numero = formatarCodigo(atual + 1);
    try {
      await transacao([
        {
          item: {
            Update: {
              TableName: tabela(),
              Key: contador,
              UpdateExpression: "SET valor = :novo, entidade = :e",
              ConditionExpression: atual === 0 ? "attribute_not_exists(valor)" : "valor = :atual",
              ExpressionAttributeValues: { ":novo": atual + 1, ":e": "contador", ...(atual === 0 ? {} : { ":atual": atual }) },
            },
          },
          seFalhar: () => new Disputa(),
        },
        NumeroRecibo.novo({ empresa_id: empresaId, venda_id: vendaId, numero, criado_em: agoraIso() }, () => new Disputa()),
      ]);
      return numero;
    } catch (erro) {
      // Another receipt took that number, or another print numbered this one: read again.
      if (!(erro instanceof Disputa)) throw erro;
    }
  }
  throw conflito(MSG_NUMERO_RECIBO.disputa);
}
