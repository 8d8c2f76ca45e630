/** The remote lock through the local stack: the routine as of a chosen day, sales falling due on a holiday, the company's settings, the lock route. */
import { expect, inject } from "vitest";
import { comandosDoContrato } from "../../functions/contratos";
import { novoCpf } from "./fabricas";
import { chamarApi, type EmpresaTeste } from "./api";
import { parcelasGravadas } from "./boletos";
import { lojaComEstoque, vendaBoleto } from "./vendas";

/** Runs the routine as of `data` for one company only (the tests share one table). */
export async function rotina(data: string | Record<string, unknown>, a?: EmpresaTeste) {
  const corpo = typeof data === "string" ? JSON.stringify({ data, empresa_id: a?.empresa.id }) : JSON.stringify(data);
  const r = await fetch(`${inject("pilha").apiUrl}/__local/agendamentos/rotina-diaria`, { method: "POST", headers: { "content-type": "application/json" }, body: corpo });
  return { status: r.status, body: (await r.json()) as any };
}

/**
 * A boleto sale dated 2026-11-05: instalment 1 due 2026-11-20 (Consciência Negra) → vencimento_util
 * 2026-11-23; instalment 2 due 2026-12-05 (Saturday). `uf`: the customer's UF (none by default);
 * `dataVenda`: another sale date (instalments every 15 days from it). The customer consents to the
 * lock (issue 37 item 6: without it there is no enrolment and no lock) unless `consentimento: false`.
 */
export async function vendaVencendoNoFeriado(a: EmpresaTeste, opcoes: { uf?: string; qtd?: number; esperarBoletos?: boolean; dataVenda?: string; consentimento?: boolean } = {}) {
  const qtd = opcoes.qtd ?? 8;
  const { cliente: padrao, itens } = await lojaComEstoque(a.token, 1);
  let cliente = padrao;
  const cpf = novoCpf();
  const telefone = "(85) 99876-5432";
  if (opcoes.uf) {
    const c = await chamarApi("POST", "/api/clientes", { token: a.token, body: { nome: "João do Ceará", cpf, telefone, endereco: "Rua A, 1", uf: opcoes.uf, data_nasc: null } });
    expect(c.status, JSON.stringify(c.body)).toBe(201);
    cliente = c.body;
  }
  const r = await chamarApi("POST", "/api/vendas", { token: a.token, body: vendaBoleto(cliente.id, itens[0]!.id, opcoes.dataVenda ?? "2026-11-05", { qtd_parcelas: qtd, consentimento_bloqueio: opcoes.consentimento ?? true }) });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const contratoId: string = r.body.contrato.id;
  // The routine reconciles issued slips; the manual lock does not need them (a busy machine issues slowly).
  if (opcoes.esperarBoletos ?? true) {
    await expect.poll(async () => (await parcelasGravadas(a.empresa.id, contratoId)).map((p) => p.boleto_status), { timeout: 45_000, interval: 250 }).toEqual(Array(qtd).fill("emitido"));
  }
  const parcelas = await parcelasGravadas(a.empresa.id, contratoId);
  if (!opcoes.dataVenda) expect(parcelas[0]!.data_vencimento).toBe("2026-11-20");
  return { vendaId: r.body.venda.id as string, contratoId, parcelas, clienteId: cliente.id as string, imei: itens[0]!.imei, ...(opcoes.uf ? { cpf, telefone } : {}) };
}

export const COBRANCA_MASTER = { bloqueio_automatico: true, dias_carencia: 5, valor_minimo_atraso: 0, ufs_sem_bloqueio: ["CE"], multa_percentual: 2, juros_mensal_percentual: 1 };

/** A Master shop's automatic lock on, the legal position accepted (issue 37 item 6: required to turn it on). */
export async function configurarCobranca(a: EmpresaTeste, extra: Record<string, unknown> = {}) {
  const r = await chamarApi("PUT", "/api/empresa/cobranca", { token: a.token, body: { ...COBRANCA_MASTER, ciente_posicao_legal_bloqueio: true, ...extra } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

/** PUT /api/empresa with the company's current data and `extra` (plan, UF, WhatsApp…). */
export async function mudarEmpresa(a: EmpresaTeste, extra: Record<string, unknown>) {
  const atual = (await chamarApi("GET", "/api/empresa", { token: a.token })).body;
  const corpo = { nome_fantasia: atual.nome_fantasia, cnpj: atual.cnpj, plano: atual.plano, endereco: atual.endereco, cep: atual.cep, cidade: atual.cidade, uf: atual.uf, whatsapp: atual.whatsapp, ...extra };
  const r = await chamarApi("PUT", "/api/empresa", { token: a.token, body: corpo });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

export type EventoLido = { tipo: string; em: string; por: string; detalhes: Record<string, any> };

/**
 * The contract's collection trail: without the device's enrolment, which the lock provider confirms
 * on its own time after the sale, nor the messages' events, whose delivery notices arrive on the
 * messenger's time (test/support/mensagens.ts reads those).
 */
export async function eventos(a: EmpresaTeste, contratoId: string): Promise<EventoLido[]> {
  const r = await chamarApi("GET", `/api/contratos/${contratoId}/eventos`, { token: a.token });
  expect(r.status).toBe(200);
  return (r.body.items as EventoLido[]).filter((e) => e.tipo !== "aparelho_matriculado" && e.tipo !== "mensagem");
}

export const pedirBloqueio = (token: string | undefined, contratoId: string, body: unknown) => chamarApi("POST", `/api/contratos/${contratoId}/bloqueio`, { token, body });

/** The contract's device commands as stored: [acao, origem, situacao] by sequence. */
export async function comandos(a: EmpresaTeste, contratoId: string) {
  return comandosDoContrato(a.empresa.id, contratoId);
}

export async function contrato(a: EmpresaTeste, contratoId: string) {
  const r = await chamarApi("GET", `/api/contratos/${contratoId}`, { token: a.token });
  expect(r.status).toBe(200);
  return r.body;
}
