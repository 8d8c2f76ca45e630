/**
 * A shop's day, as the staff and the customers make it (test/carga): each staff session is one
 * person at the panel doing what their role does, with a think time between actions —
 * - vendedor: sells (every method: PIX, DINHEIRO, cards, a third on boleto), now and then to a new
 *   customer, and sometimes two sellers pick the same device at the same moment (a race: one wins);
 *   lists the month's sales and the customers;
 * - estoquista: enters devices from a supplier's invoice, reads the stock position and the entries;
 * - financeiro: 'Marcar Paga' at the counter, cancels sales, reads contracts and receivables;
 * - gerente: the dashboard and the reports.
 * The customer area: lookups at a fixed rate from addresses of their own, and now and then the
 * customer pays a slip at the simulated bank, whose notice reaches the app by webhook.
 */
import { randomInt } from "node:crypto";
import { performance } from "node:perf_hooks";
import { hojeBrasil } from "../../shared/br/datas";
import { novoCpf, novoImei } from "../../scripts/local/geradores";
import { entradaBoleto } from "../bench/cliente-api";
import type { ClienteCarga, Resposta } from "./cliente";
import type { ClienteLoja, Estado, Loja, PapelSessao, VendaFeita } from "./estado";

const esperar = (ms: number) => new Promise((ok) => setTimeout(ok, ms));
const escolher = <T>(l: readonly T[]): T | undefined => (l.length ? l[randomInt(l.length)] : undefined);
/** One of `opcoes` by weight: [[peso, valor], …]. */
function sortear<T>(opcoes: readonly (readonly [number, T])[]): T {
  let r = Math.random() * opcoes.reduce((s, [p]) => s + p, 0);
  for (const [p, v] of opcoes) if ((r -= p) < 0) return v;
  return opcoes.at(-1)![1];
}

const FORMAS = [
  [33, "BOLETO"],
  [20, "PIX"],
  [15, "DINHEIRO"],
  [17, "CARTAO_CREDITO"],
  [15, "CARTAO_DEBITO"],
] as const;
const FORMAS_BALCAO = ["DINHEIRO", "PIX", "CARTAO_DEBITO", "CARTAO_CREDITO"] as const;

export const novoTelefone = () => `(81) 99${String(randomInt(1000)).padStart(3, "0")}-${String(randomInt(10000)).padStart(4, "0")}`;
export const novoCliente = (i: number) => ({ nome: `Cliente Carga ${i}`, cpf: novoCpf(), telefone: novoTelefone(), endereco: "Rua da Aurora, 100 - Recife/PE", data_nasc: null });

/** A 503 still there after the SPA's repetitions: counted as given up (the person would try later). */
function contar(estado: Estado, r: Resposta): Resposta {
  if (r.status === 503) estado.contagens.desistencias += 1;
  return r;
}

/**
 * A write that may have happened without an answer that says so: a 503 given up on or no answer;
 * or a refusal after a repetition (a 503 that ran out of time may still have written, and its
 * repetition then finds it done: 'aparelho já vendido', 'já cancelada').
 */
const ambigua = (r: Resposta) => r.status === 503 || r.status === 0 || r.status >= 500 || (r.repeticoes > 0 && r.status >= 400);

export class Dia {
  constructor(
    private readonly estado: Estado,
    private readonly api: ClienteCarga,
    private readonly ativo: () => boolean,
  ) {}

  private chamar(metodo: string, caminho: string, op: Parameters<ClienteCarga["chamar"]>[2] = {}) {
    return this.api.chamar(metodo, caminho, op).then((r) => contar(this.estado, r));
  }

  /** One staff session until the load ends. */
  async sessao(loja: Loja, papel: PapelSessao): Promise<void> {
    const pausa = this.estado.opcoes.pausa * 1000;
    // People arrive over the first half minute, not all at the same instant.
    await esperar(Math.random() * Math.max(pausa, Math.min(30_000, (this.estado.opcoes.minutos * 60_000) / 4)));
    while (this.ativo()) {
      try {
        await this.acao(loja, papel);
      } catch (erro) {
        console.error(`[carga] sessão ${papel} da loja ${loja.n}:`, erro);
      }
      await esperar(pausa * (0.5 + Math.random()));
    }
  }

  private async acao(loja: Loja, papel: PapelSessao): Promise<unknown> {
    const token = loja.tokens[papel];
    const mes = hojeBrasil().slice(0, 8);
    switch (papel) {
      case "vendedor":
        return sortear<() => Promise<unknown>>([
          [70, () => this.vender(loja)],
          [15, () => this.chamar("GET", `/api/vendas?de=${mes}01&ate=${hojeBrasil()}`, { token })],
          [15, () => this.chamar("GET", "/api/clientes", { token })],
        ])();
      case "estoquista":
        return sortear<() => Promise<unknown>>([
          [50, () => this.entrar(loja)],
          [25, () => this.chamar("GET", "/api/estoque/posicao", { token })],
          [25, () => this.chamar("GET", "/api/estoque/entradas", { token })],
        ])();
      case "financeiro":
        return sortear<() => Promise<unknown>>([
          [35, () => this.pagarNoBalcao(loja)],
          [15, () => this.cancelar(loja)],
          [20, () => this.chamar("GET", "/api/contratos", { token })],
          [15, () => this.chamar("GET", "/api/relatorios/recebiveis", { token })],
          [15, () => this.chamar("GET", "/api/relatorios/inadimplencia", { token })],
        ])();
      case "gerente":
        return sortear<() => Promise<unknown>>([
          [40, () => this.chamar("GET", "/api/dashboard", { token })],
          [20, () => this.chamar("GET", "/api/relatorios/vendas", { token })],
          [15, () => this.chamar("GET", "/api/relatorios/estoque", { token })],
          [15, () => this.chamar("GET", `/api/vendas?de=${mes}01&ate=${hojeBrasil()}`, { token })],
          [10, () => this.chamar("GET", "/api/estoque/posicao", { token })],
        ])();
    }
  }

  /** The sale form: the stock list, maybe a new customer, the sale, then its detail. */
  async vender(loja: Loja): Promise<void> {
    const token = loja.tokens.vendedor;
    const c = this.estado.contagens;
    await this.chamar("GET", "/api/estoque/itens?status=em_estoque", { token });
    let cliente = escolher(loja.clientes);
    if (!cliente || Math.random() < 0.15) {
      const dados = novoCliente(loja.clientes.length);
      const r = await this.chamar("POST", "/api/clientes", { token, corpo: dados });
      if (r.status !== 201) return;
      cliente = { id: String(r.corpo.id), cpf: dados.cpf, telefone: dados.telefone, contratosVivos: 0 };
      loja.clientes.push(cliente);
    }
    const aparelho = loja.disponiveis.splice(randomInt(Math.max(1, loja.disponiveis.length)), 1)[0];
    if (!aparelho) return;
    const forma = sortear(FORMAS);
    const boleto = forma === "BOLETO";
    const corpo = (clienteId: string) => ({
      cliente_id: clienteId,
      imei_id: aparelho.id,
      forma_pagamento: forma,
      data_venda: hojeBrasil(),
      entrada: boleto ? entradaBoleto(aparelho.preco) : 0,
      // The counts a company allows by default (shared/regras/parcelamento.ts): 8x, 12x, 16x or 18x.
      qtd_parcelas: boleto ? sortear([[1, 8], [2, 12], [1, 16], [1, 18]] as const) : 1,
    });
    const registrar = (r: Resposta, clienteVenda: ClienteLoja) => {
      if (r.status === 201) {
        const v: VendaFeita = { id: String(r.corpo.venda.id), loja: loja.n, forma, clienteId: clienteVenda.id, imeiId: aparelho.id, preco: aparelho.preco, contratoId: r.corpo.contrato ? String(r.corpo.contrato.id) : null, qtdParcelas: r.corpo.parcelas?.length ?? 0, cancelada: false };
        loja.vendas.push(v);
        c.vendasPorForma[forma] = (c.vendasPorForma[forma] ?? 0) + 1;
        if (boleto) {
          clienteVenda.contratosVivos += 1;
          if (!this.estado.comContrato.includes(clienteVenda)) this.estado.comContrato.push(clienteVenda);
        }
        return v;
      }
      if (ambigua(r)) c.vendasAmbiguas += 1;
      else c.vendasRecusadas += 1;
      return undefined;
    };
    // One sale in twenty: another seller picks the same device at the same moment (both in cash,
    // so no credit rule of the customers tells them apart: only the device's condition does).
    if (Math.random() < 0.05 && !boleto) {
      const outro = escolher(loja.clientes) ?? cliente;
      const [a, b] = await Promise.all([this.chamar("POST", "/api/vendas", { token, corpo: corpo(cliente.id) }), this.chamar("POST", "/api/vendas", { token, corpo: corpo(outro.id) })]);
      registrar(a, cliente);
      registrar(b, outro);
      c.corridas += 1;
      if ([a.status, b.status].sort().join(",") === "201,409") c.corridasUmVencedor += 1;
      else if (ambigua(a) || ambigua(b)) c.corridasIncertas += 1;
      else console.error(`[carga] corrida pelo aparelho ${aparelho.id}: ${a.status} e ${b.status}`);
      return;
    }
    const v = registrar(await this.chamar("POST", "/api/vendas", { token, corpo: corpo(cliente.id) }), cliente);
    if (v) await this.chamar("GET", `/api/vendas/${v.id}`, { token });
  }

  /** A supplier's invoice: 5 to 20 devices of one product. */
  async entrar(loja: Loja): Promise<void> {
    const produto = escolher(loja.produtos)!;
    const n = 5 + randomInt(16);
    const r = await this.chamar("POST", "/api/estoque/entradas", {
      token: loja.tokens.estoquista,
      corpo: { produto_id: produto.id, fornecedor_id: loja.fornecedorId, data_entrada: hojeBrasil(), valor_unitario: Math.round(produto.preco * 70) / 100, itens: Array.from({ length: n }, () => ({ imei: novoImei(), cor: "Preto" })) },
    });
    if (r.status !== 201) return;
    this.estado.contagens.entradas += 1;
    this.estado.contagens.imeisEntrados += n;
    loja.disponiveis.push(...(r.corpo.itens as { id: string }[]).map((i) => ({ id: i.id, preco: produto.preco })));
  }

  /** 'Marcar Paga': a contract of the shop, its first open instalment whose slip is issued. */
  async pagarNoBalcao(loja: Loja): Promise<void> {
    const token = loja.tokens.financeiro;
    const venda = escolher(loja.vendas.filter((v) => v.contratoId && !v.cancelada));
    if (!venda) return;
    const r = await this.chamar("GET", `/api/contratos/${venda.contratoId}`, { token });
    if (r.status !== 200) return;
    const parcela = (r.corpo.parcelas as { id: string; status_parcela: string; boleto_status: string }[]).find((p) => p.status_parcela === "aberta" && p.boleto_status === "emitido");
    if (!parcela) return;
    const p = await this.chamar("POST", `/api/parcelas/${parcela.id}/pagar`, { token, corpo: { forma_pagamento: escolher(FORMAS_BALCAO) } });
    if (p.status === 200) this.estado.pagamentosBalcao.push({ loja: loja.n, contratoId: venda.contratoId!, parcelaId: parcela.id });
    else if (p.status === 409) this.estado.contagens.pagamentosBalcaoRecusados += 1;
  }

  /** Cancels one of the shop's sales; the device goes back to stock and may be sold again. */
  async cancelar(loja: Loja): Promise<void> {
    const venda = escolher(loja.vendas.filter((v) => !v.cancelada && !v.cancelamentoIncerto));
    if (!venda) return;
    const r = await this.chamar("PATCH", `/api/vendas/${venda.id}/status`, { token: loja.tokens.financeiro, corpo: { status: "CANCELADA" } });
    if (ambigua(r)) venda.cancelamentoIncerto = true;
    if (r.status !== 200) return;
    venda.cancelada = true;
    this.estado.contagens.cancelamentos += 1;
    // A customer whose only contract was cancelled is no longer found: the customer area stops asking for them
    // (5 lookups that find nothing lock a CPF for 24 h).
    const cliente = loja.clientes.find((x) => x.id === venda.clienteId);
    if (cliente && venda.forma === "BOLETO" && --cliente.contratosVivos === 0) this.estado.comContrato.splice(this.estado.comContrato.indexOf(cliente), 1);
    loja.disponiveis.push({ id: venda.imeiId, preco: venda.preco });
  }

  /**
   * The customer area at `porSegundo` lookups a second until the load ends, each from an address
   * of its own; one in ten of an unknown CPF. One found lookup in eight pays a slip at the bank.
   */
  async areaDoCliente(porSegundo: number, pagamentos: Promise<void>[]): Promise<void> {
    const emVoo = new Set<Promise<void>>();
    const inicio = performance.now();
    for (let k = 0; this.ativo(); k++) {
      const alvo = inicio + (k * 1000) / porSegundo;
      if (alvo > performance.now()) await esperar(alvo - performance.now());
      // A stack that stopped answering does not pile up lookups without end.
      if (emVoo.size >= 200) continue;
      const p = this.consultar(pagamentos).finally(() => emVoo.delete(p));
      emVoo.add(p);
    }
    await Promise.allSettled([...emVoo]);
  }

  /** CPFs being looked up now, and when each was last: a person looks themselves up once at a time. */
  private readonly emConsulta = new Set<string>();
  private readonly ultimaConsulta = new Map<string, number>();
  /** Customers with a contract a lookup did not find (for the log). */
  readonly naoAchados: (ClienteLoja & { em: number })[] = [];

  /**
   * A customer with a contract, not looking themselves up now nor in the last 2 s (the per-CPF
   * limit holds a slot while a lookup runs: a crowd of lookups of one CPF at once would trip it,
   * which no real customer does); one time in ten, or when none is free, a CPF nobody has.
   */
  private escolherCliente() {
    if (Math.random() < 0.1) return undefined;
    const agora = performance.now();
    const livre = (c: ClienteLoja) => !this.emConsulta.has(c.cpf) && agora - (this.ultimaConsulta.get(c.cpf) ?? -Infinity) > 2000;
    for (let i = 0; i < 8; i++) {
      const c = escolher(this.estado.comContrato);
      if (c && livre(c)) return c;
    }
    return escolher(this.estado.comContrato.filter(livre));
  }

  private async consultar(pagamentos: Promise<void>[]): Promise<void> {
    const c = this.estado.contagens;
    const conhecido = this.escolherCliente();
    const cpf = conhecido?.cpf ?? novoCpf();
    const endereco = `127.${1 + randomInt(254)}.${randomInt(256)}.${1 + randomInt(254)}`;
    this.emConsulta.add(cpf);
    const r = await this.chamar("POST", "/api/portal/consulta", { endereco, corpo: { cpf, telefone: conhecido?.telefone ?? novoTelefone() } }).finally(() => {
      this.emConsulta.delete(cpf);
      this.ultimaConsulta.set(cpf, performance.now());
    });
    c.consultas += 1;
    if (conhecido && r.status === 404 && this.naoAchados.length < 30) this.naoAchados.push({ ...conhecido, em: performance.now() });
    if (r.status !== 200) return;
    c.consultasEncontradas += 1;
    if (Math.random() >= 1 / 8) return;
    const boletos = (r.corpo.contratos as { todosBoletos: { status: string; linha_digitavel: string | null }[] }[]).flatMap((x) => x.todosBoletos);
    const boleto = boletos.find((b) => b.status !== "pago" && b.linha_digitavel);
    if (boleto) pagamentos.push(this.pagarNoBanco(boleto.linha_digitavel!));
  }

  /** The customer pays at the bank; the bank delivers its signed notice (retrying) and answers. */
  async pagarNoBanco(linha: string): Promise<void> {
    const r = await this.chamar("POST", "/__local/banco/pagamentos", { corpo: { linha_digitavel: linha }, rota: "POST /__local/banco/pagamentos (banco → webhook)" });
    // 502: the bank has the money but the app never took its notice in the bank's tries: still owed.
    if (r.status === 200 || r.status === 502) this.estado.pagamentosBanco.push({ linha: linha.replace(/\D/g, ""), avisado: r.status === 200 && r.corpo?.avisado === true });
    else if (r.status === 404) this.estado.contagens.pagamentosBancoBaixados += 1;
  }
}
