/**
 * What the boleto domain reads for a slip beyond the contract: the store and the payer as stored,
 * in one BatchGet. Read here, loosely, rather than through `empresa`/`cadastro` because the slip
 * needs fields those DTOs do not carry (and `cep`, `cidade`, `uf`, added to the records by the
 * addresses feature, are read when present and null otherwise).
 */
import { BatchGetCommand } from "@aws-sdk/lib-dynamodb";
import * as z from "zod/mini";
import { db, tabela } from "../lib/db/client";
import { chaves } from "../lib/db/keys";
import type { ConfigCobranca } from "../../shared/empresa/cobranca";
import { configCobrancaDe } from "../empresa";

const opcional = z.pipe(z.nullish(z.string()), z.transform((v) => (v && v.trim() ? v.trim() : null)));
const Endereco = { endereco: opcional, cep: opcional, cidade: opcional, uf: opcional };

const EmpresaDoBoleto = z.object({ nome_fantasia: z.string(), cnpj: z.string(), ...Endereco });
const ClienteDoBoleto = z.object({ id: z.string(), nome: z.string(), cpf: opcional, telefone: opcional, email: opcional, ...Endereco });
export type EmpresaDoBoleto = z.infer<typeof EmpresaDoBoleto>;
export type ClienteDoBoleto = z.infer<typeof ClienteDoBoleto>;

/** The store, the payer and the store's collection settings (its late charges), in one BatchGet. */
export async function lojaEPagador(empresaId: string, clienteId: string): Promise<{ empresa?: EmpresaDoBoleto; cliente?: ClienteDoBoleto; cobranca: ConfigCobranca }> {
  const chaveE = chaves.empresa(empresaId);
  const chaveC = chaves.cliente(empresaId, clienteId);
  const chaveCob = chaves.configCobranca(empresaId);
  const r = await db().send(new BatchGetCommand({ RequestItems: { [tabela()]: { Keys: [chaveE, chaveC, chaveCob], ConsistentRead: true } } }));
  if (Object.keys(r.UnprocessedKeys ?? {}).length) throw new Error("leitura da loja e do cliente não processada (limite de vazão)");
  const itens = r.Responses?.[tabela()] ?? [];
  const e = itens.find((i) => i.SK === chaveE.SK);
  const c = itens.find((i) => i.SK === chaveC.SK);
  const cob = itens.find((i) => i.SK === chaveCob.SK);
  return { empresa: e ? EmpresaDoBoleto.parse(e) : undefined, cliente: c ? ClienteDoBoleto.parse(c) : undefined, cobranca: configCobrancaDe(cob) };
}
