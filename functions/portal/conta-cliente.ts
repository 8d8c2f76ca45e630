/**
 * The messages of the customer sign-up (issue 31 item 7): the code and the account-linked notice,
 * each to the phones on file chosen by codigo-conta.ts `registrosParaCodigo`, signed with the shop
 * that holds that phone. Both are `urgente` (asked for by the customer right now, or telling of
 * what was just done to their CPF: the hours rule does not hold them back) and have no company
 * (`empresaId` null: a sign-up belongs to no single shop). Other domains only through index.ts.
 */
import { mascararDestino } from "../../shared/mensagens/canais";
import { clientesDoCpfEmTodasAsEmpresas } from "../cadastro";
import { obterEmpresa } from "../conta";
import type { Peca } from "../lib/db/transacao";
import { ambiente } from "../lib/env";
import { mensagemNaSaida, whatsappDaLoja } from "../mensagens";
import { primeiroNome, registrosParaCodigo } from "./codigo-conta";

export interface Destinatario {
  clienteId: string;
  telefone: string;
  /** Masked, for the audit. */
  mascarado: string;
  variaveis: { loja: string; whatsapp_loja: string; area_cliente: string; cliente: string };
}

const areaCliente = () => {
  const site = ambiente().SITE_URL?.replace(/\/+$/, "");
  return site ? `${site}/cliente` : "";
};

/** Who gets the CPF's code and notices ([] when no shop has the CPF or none has a mobile on file). */
export async function destinatariosDoCpf(cpf: string): Promise<Destinatario[]> {
  const escolhidos = registrosParaCodigo(await clientesDoCpfEmTodasAsEmpresas(cpf));
  const empresas = new Map(await Promise.all([...new Set(escolhidos.map((r) => r.empresaId))].map(async (id) => [id, await obterEmpresa(id)] as const)));
  return escolhidos.map((r) => {
    const empresa = empresas.get(r.empresaId);
    return {
      clienteId: r.cliente.id,
      telefone: r.celular,
      mascarado: mascararDestino(r.celular),
      variaveis: { loja: empresa?.nome_fantasia ?? "", whatsapp_loja: empresa ? whatsappDaLoja(empresa) : "", area_cliente: areaCliente(), cliente: primeiroNome(r.cliente.nome) },
    };
  });
}

function mensagem(d: Destinatario, modelo: "codigo_cadastro" | "conta_vinculada" | "tentativas_codigo", extra: Record<string, string>): Peca[] {
  return mensagemNaSaida({
    empresaId: null,
    modelo,
    variaveis: { ...d.variaveis, ...extra },
    para: { cliente: { id: d.clienteId, telefone: d.telefone } },
    urgente: true,
    por: "portal",
  }).pecas;
}

export const mensagensDoCodigo = (ds: readonly Destinatario[], codigo: string): Peca[] => ds.flatMap((d) => mensagem(d, "codigo_cadastro", { codigo }));

/** Issue 31 item 7: the customer is told whenever an account is linked to their CPF (the e-mail masked). */
export const avisosDeContaVinculada = (ds: readonly Destinatario[], email: string): Peca[] =>
  ds.flatMap((d) => mensagem(d, "conta_vinculada", { email: mascararDestino(email) }));

/** Issue 36 item 10: the customer is told when the day's wrong codes of their CPF reach the limit. */
export const avisosDeTentativas = (ds: readonly Destinatario[], tentativas: number): Peca[] =>
  ds.flatMap((d) => mensagem(d, "tentativas_codigo", { tentativas: String(tentativas) }));
