/** Messages to customers through the local stack: the simulated messenger's inbox, the release schedule, a contract's messages. */
import { inject } from "vitest";
import { proximoHorarioPermitido } from "../../shared/mensagens/horario";
import { chamarApi, type EmpresaTeste } from "./api";
import { novoCpf } from "./fabricas";
import { agora as agoraDoNegocio } from "../../shared/relogio";

/** A mobile number no other test uses (the inbox is per destination); `final` fixes its last four digits (0000 fails delivery). */
export function novoCelular(final?: string): string {
  const n = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
  const fim = final ?? (n.slice(4) === "0000" ? "0001" : n.slice(4));
  return `(11) 9${n.slice(0, 4)}-${fim}`;
}

/** What the simulated messenger holds for a destination (and what waits for it), newest first. */
export async function caixaDe(destino: string): Promise<{ id: string; canal: string; destino: string; modelo: string; texto: string; status: string; em: string }[]> {
  const r = await fetch(`${inject("pilha").apiUrl}/__local/mensagens?destino=${encodeURIComponent(destino)}`);
  return ((await r.json()) as { items: never[] }).items;
}

/** Runs the release of waiting messages as of `agora` (default: the next time a person may be reached), for one company. */
export async function liberarAgendadas(a: EmpresaTeste, agora: Date = proximoHorarioPermitido(agoraDoNegocio())) {
  const r = await fetch(`${inject("pilha").apiUrl}/__local/agendamentos/liberar-mensagens`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ agora: agora.toISOString(), empresa_id: a.empresa.id }),
  });
  return (await r.json()) as { resultado: { liberadas: number } };
}

export async function mensagensDoContrato(a: EmpresaTeste, contratoId: string) {
  const r = await chamarApi("GET", `/api/contratos/${contratoId}/mensagens`, { token: a.token });
  if (r.status !== 200) throw new Error(`mensagens: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.items as { id: string; canal: string | null; destino: string | null; modelo: string; texto: string; status: string; motivo: string | null; em: string; atualizada_em: string }[];
}

/** A customer with these contact data (a new CPF). */
export async function clienteComContato(a: EmpresaTeste, contato: { telefone?: string | null; email?: string | null; nao_contatar_por?: string[] }, nome = "Ana Souza") {
  const r = await chamarApi("POST", "/api/clientes", { token: a.token, body: { nome, cpf: novoCpf(), endereco: "Rua A, 1", data_nasc: null, ...contato } });
  if (r.status !== 201) throw new Error(`cliente: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body as { id: string; telefone: string | null; email: string | null; nao_contatar_por: string[] };
}

/** The contract's `mensagem` audit events, oldest first. */
export async function eventosDeMensagem(a: EmpresaTeste, contratoId: string): Promise<{ tipo: string; em: string; por: string; detalhes: Record<string, any> }[]> {
  const r = await chamarApi("GET", `/api/contratos/${contratoId}/eventos`, { token: a.token });
  if (r.status !== 200) throw new Error(`eventos: ${r.status}`);
  return r.body.items.filter((e: { tipo: string }) => e.tipo === "mensagem");
}
