/**
 * The customer area's calls and checks, parsed with the shared schemas. The customer pages load
 * this module (and zod with it) on the form's first touch or submit, never on their first paint
 * (issue 15's budget): see carregarPortal.
 */
import { CodigoContaEnviado, ConfirmarContaClienteInput, ConsultaPortal, ConsultaPortalInput, PedidoQuitacaoClienteInput, PedidoQuitacaoPortalInput, SolicitarCodigoContaInput } from "../../../../../shared/portal/schemas";
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

/** Sign-up step 1 (issue 31 item 7): the CPF only; the same answer whether the CPF is a customer or not. */
export async function solicitarCodigoConta(dados: { cpf: string }): Promise<{ erro: string } | CodigoContaEnviado> {
  const r = SolicitarCodigoContaInput.safeParse(dados);
  if (!r.success) return { erro: r.error.issues[0]!.message };
  return CodigoContaEnviado.parse(await requisitar<unknown>("/api/clientes/conta", { method: "POST", body: { cpf: r.data.cpf }, publica: true }));
}


/** POST /api/portal/quitacao: the customer asks the payoff slip of a contract (its lookup token, the same CPF and phone). */
export async function quitarContrato(dados: { cpf: string; telefone: string; pedido: string }): Promise<void> {
  const body = PedidoQuitacaoPortalInput.parse(dados);
  await requisitar<unknown>("/api/portal/quitacao", { method: "POST", body: { cpf: body.cpf, telefone: body.telefone, pedido: body.pedido }, publica: true });
}

/** POST /api/cliente/quitacao: the signed-in customer asks the payoff slip of a contract (its token; the account is the proof). */
export async function quitarContratoDaConta(pedido: string): Promise<void> {
  const body = PedidoQuitacaoClienteInput.parse({ pedido });
  await requisitar<unknown>("/api/cliente/quitacao", { method: "POST", body: { pedido: body.pedido }, pool: "clientes" });
}

/**
 * After the payoff slip is asked: the contracts again, shown each time, while the bank issues it
 * (at most 6 times, 2 s apart), so its codes appear without a reload. The lookup and the account alike.
 * `ativo` false (the customer started a new lookup or left): it stops and shows nothing more.
 */
export async function acompanharQuitacao(consultar: () => Promise<ConsultaPortal>, mostrar: (r: ConsultaPortal) => void, ativo: () => boolean = () => true): Promise<void> {
  for (let i = 0; i < 6; i += 1) {
    if (!ativo()) return;
    const r = await consultar();
    if (!ativo()) return;
    mostrar(r);
    if (!r.contratos.some((c) => c.quitacao?.boleto?.status === "emitindo")) return;
    await new Promise((ok) => setTimeout(ok, 2000));
  }
}

/** Sign-up step 2: the code received on the phone, the e-mail and password of the account. */
export async function confirmarContaCliente(dados: { cpf: string; codigo: string; email: string; senha: string }): Promise<{ erro: string } | { email: string }> {
  const r = ConfirmarContaClienteInput.safeParse(dados);
  if (!r.success) return { erro: r.error.issues[0]!.message };
  return requisitar<{ email: string }>("/api/clientes/conta/confirmar", { method: "POST", body: { cpf: r.data.cpf, codigo: r.data.codigo, email: r.data.email, senha: dados.senha }, publica: true });
}
