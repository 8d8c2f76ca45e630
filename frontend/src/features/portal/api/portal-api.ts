/**
 * The customer area's calls and checks, parsed with the shared schemas. The customer pages load
 * this module (and zod with it) on the form's first touch or submit, never on their first paint
 * (issue 15's budget): see carregarPortal.
 */
import { ConsultaPortal, ConsultaPortalInput, CriarContaClienteInput, PedidoQuitacaoPortalInput } from "../../../../../shared/portal/schemas";
import { requisitar } from "../../../lib/api-client";

/** The lookup's fields, checked by the shared schema: the normalised values or the first message per field. */
export function validarConsulta(dados: { cpf: string; telefone: string }): { ok: true; cpf: string; telefone: string } | { ok: false; erros: Partial<Record<"cpf" | "telefone", string>> } {
  const r = ConsultaPortalInput.safeParse(dados);
  if (r.success) return { ok: true, cpf: r.data.cpf, telefone: r.data.telefone };
  const erros: Partial<Record<"cpf" | "telefone", string>> = {};
  for (const i of r.error.issues) erros[i.path[0] as "cpf" | "telefone"] ??= i.message;
  return { ok: false, erros };
}

export async function consultarBoletos(body: { cpf: string; telefone: string }): Promise<ConsultaPortal> {
  return ConsultaPortal.parse(await requisitar<unknown>("/api/portal/consulta", { method: "POST", body, publica: true }));
}

/** The signed-in customer's contracts (the customer pool's token). */
export async function meusBoletos(): Promise<ConsultaPortal> {
  return ConsultaPortal.parse(await requisitar<unknown>("/api/cliente/me", { pool: "clientes" }));
}

/** A new customer account: the first message of the shared schema, or the account created. */
export async function criarContaCliente(dados: { cpf: string; email: string; senha: string }): Promise<{ erro: string } | { email: string }> {
  const r = CriarContaClienteInput.safeParse(dados);
  if (!r.success) return { erro: r.error.issues[0]!.message };
  return requisitar<{ email: string }>("/api/clientes/conta", { method: "POST", body: { cpf: r.data.cpf, email: r.data.email, senha: dados.senha }, publica: true });
}


/** POST /api/portal/quitacao: the customer asks the payoff slip of a contract (its lookup token, the same CPF and phone). */
export async function quitarContrato(dados: { cpf: string; telefone: string; pedido: string }): Promise<void> {
  const body = PedidoQuitacaoPortalInput.parse(dados);
  await requisitar<unknown>("/api/portal/quitacao", { method: "POST", body: { cpf: body.cpf, telefone: body.telefone, pedido: body.pedido }, publica: true });
}
