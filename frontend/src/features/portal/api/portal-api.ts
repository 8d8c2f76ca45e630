/** The customer area's one call (public: no token), parsed with the shared DTO schema. */
import { useMutation } from "@tanstack/react-query";
import { ConsultaPortal, type ConsultaPortalInput } from "../../../../../shared/portal/schemas";
import { requisitar } from "../../../lib/api-client";

export async function consultarBoletos(body: { cpf: string; telefone: string }): Promise<ConsultaPortal> {
  return ConsultaPortal.parse(await requisitar<unknown>("/api/portal/consulta", { method: "POST", body, publica: true }));
}

export const useConsultaBoletos = () => useMutation({ mutationFn: (b: Pick<ConsultaPortalInput, "cpf" | "telefone">) => consultarBoletos(b) });

/** The signed-in customer's contracts (the customer pool's token: see auth-cliente.ts). */
export async function meusBoletos(): Promise<ConsultaPortal> {
  return ConsultaPortal.parse(await requisitar<unknown>("/api/cliente/me"));
}

export async function criarContaCliente(body: { cpf: string; email: string; senha: string }): Promise<{ email: string }> {
  return requisitar<{ email: string }>("/api/clientes/conta", { method: "POST", body, publica: true });
}
