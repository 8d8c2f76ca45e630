/**
 * The customer-area lookup across stores: every company where the CPF is a customer AND the
 * phone matches that company's record gives one card per boleto contract (cancelled contracts
 * are not shown: nothing is owed on them). Other domains only through their index.ts.
 */
import type { ContratoPortal } from "../../shared/portal/schemas";
import { clientesDoCpfEmTodasAsEmpresas, obterClientes, obterProdutos } from "../cadastro";
import { obterEmpresa } from "../conta";
import { encargosDaEmpresa } from "../empresa";
import type { EncargosAtraso } from "../../shared/boletos";
import { hojeBrasil } from "../../shared/br/datas";
import { contratosComParcelas, contratosDoCliente, devidoCentavos, type ContratoComParcelas } from "../contratos";
import { cartaoDoContrato, enderecoDaLoja, telefoneConfere } from "./domain";
import { linkDaQuitacao, linkDoTermo, linksDoPortal } from "./links";
import { quitacaoDoContrato, quitacaoPaga } from "../financeiro";
import { vencimentoDoBoletoQuitacao, type QuitacaoGravada } from "../contratos";
import { VALIDADE_LINK_SEGUNDOS } from "../lib/s3";
import { randomBytes } from "node:crypto";
import { gravarPedidosQuitacao } from "./repo";

/** A key no company can have: an unknown CPF reads it, so it does the same reads as a wrong phone. */
const NINGUEM = "-";

/** The cards of a CPF + phone, newest contract first; [] when nothing matches (unknown CPF, wrong phone or no contract). */
export async function consultarContratos(cpf: string, telefone: string, hoje: string): Promise<ContratoPortal[]> {
  const registros = await clientesDoCpfEmTodasAsEmpresas(cpf);
  if (!registros.length) await obterClientes(NINGUEM, [NINGUEM]);
  // Every record is compared (no early exit), each in constant time.
  const conferem = registros.map((r) => telefoneConfere(telefone, r.cliente.telefone));
  const daPessoa = registros.filter((_, i) => conferem[i]);
  const porLoja = await Promise.all(daPessoa.map((r) => cartoesDaLoja(r.empresaId, r.cliente.id, hoje)));
  return porLoja
    .flat()
    .sort((a, b) => (a.id < b.id ? 1 : -1))
    .map((c) => c.cartao);
}

/** Every contract of a CPF in every shop (the signed-in customer: the token's CPF, no phone); null when no shop has the CPF. */
export async function contratosDoCpf(cpf: string, hoje: string): Promise<ContratoPortal[] | null> {
  const registros = await clientesDoCpfEmTodasAsEmpresas(cpf);
  if (!registros.length) return null;
  const porLoja = await Promise.all(registros.map((r) => cartoesDaLoja(r.empresaId, r.cliente.id, hoje)));
  return porLoja
    .flat()
    .sort((a, b) => (a.id < b.id ? 1 : -1))
    .map((c) => c.cartao);
}

async function cartoesDaLoja(empresaId: string, clienteId: string, hoje: string): Promise<{ id: string; cartao: ContratoPortal }[]> {
  const contratos = (await contratosDoCliente(empresaId, clienteId)).filter((c) => c.status_contrato !== "cancelado");
  if (!contratos.length) return [];
  const [completos, empresa, produtos, encargos] = await Promise.all([
    contratosComParcelas(empresaId, contratos.map((c) => c.id)),
    obterEmpresa(empresaId),
    obterProdutos(empresaId, [...new Set(contratos.map((c) => c.produto_id))]),
    // Each store's own late charges (its 'Cobrança' settings), as its staff screens show them.
    encargosDaEmpresa(empresaId),
  ]);
  if (!empresa) return [];
  const loja = { nome_fantasia: empresa.nome_fantasia, whatsapp: empresa.whatsapp, endereco: enderecoDaLoja(empresa) };
  return Promise.all(completos.map(async (cc) => ({ id: cc.contrato.id, cartao: await cartao(cc, loja, produtos.get(cc.contrato.produto_id)?.nome_modelo ?? null, hoje, encargos) })));
}

/** The payoff slip asked and not paid, as the customer sees it (codes and PDF link only once issued). */
export async function boletoQuitacao(q: QuitacaoGravada | undefined): Promise<NonNullable<ContratoPortal["quitacao"]>["boleto"]> {
  if (!q || q.status === "paga") return null;
  const emitido = q.status === "emitido";
  return {
    status: q.status,
    valor: q.valor_centavos / 100,
    data: q.data,
    emitido_em: hojeBrasil(new Date(q.criado_em)),
    vencimento: vencimentoDoBoletoQuitacao(q),
    linha_digitavel: emitido ? q.linha_digitavel : null,
    pix_copia_e_cola: emitido ? q.pix_copia_e_cola : null,
    link_boleto: await linkDaQuitacao(q),
  };
}

/**
 * Paying the contract off today (CDC art. 52 §2) with the opaque token that asks its slip, or null
 * when it cannot be (closed, nothing open, sold before the CET disclosure: the staff settle it).
 */
async function quitacaoDoCartao(cc: ContratoComParcelas, hoje: string, encargos: EncargosAtraso): Promise<ContratoPortal["quitacao"]> {
  const c = cc.contrato;
  if (c.status_contrato !== "ativo" && c.status_contrato !== "inadimplente") return null;
  const r = quitacaoDoContrato(cc, hoje, encargos);
  if (!r.ok) return null;
  const token = randomBytes(16).toString("base64url");
  await gravarPedidosQuitacao([{ token, empresa_id: c.empresa_id, contrato_id: c.id, cliente_id: c.cliente_id }], Math.floor(Date.now() / 1000) + VALIDADE_LINK_SEGUNDOS);
  return { valor: r.quitacao.valor_quitacao_centavos / 100, data: hoje, pedido: token, boleto: await boletoQuitacao(cc.quitacao) };
}

async function cartao(cc: ContratoComParcelas, loja: ContratoPortal["loja"], modelo: string | null, hoje: string, encargos: EncargosAtraso): Promise<ContratoPortal> {
  // Opaque links (links.ts): a signed storage URL would name the company, contract and instalment.
  const paga = quitacaoPaga(cc);
  const [links, quitacao, termo] = await Promise.all([linksDoPortal(cc.parcelas), quitacaoDoCartao(cc, hoje, encargos), paga ? linkDoTermo(cc.contrato.empresa_id, cc.contrato.id) : null]);
  return cartaoDoContrato({
    contrato: cc.contrato,
    parcelas: cc.parcelas,
    loja,
    modelo,
    links: new Map(cc.parcelas.map((p) => [p.numero_parcela, links.get(p) ?? null])),
    devido: new Map(cc.parcelas.map((p) => [p.numero_parcela, devidoCentavos(p, hoje, encargos)])),
    hoje,
    quitacao,
    quitado: paga && termo ? { valor: (paga.valor_pago_centavos ?? paga.valor_centavos) / 100, data: paga.data_pagamento!, link_termo: termo } : null,
  });
}
