import { describe, expect, it } from "vitest";
import { chaves, empresaDaPk, empresaPk, faixaRelEstoque, faixaRelVendas, fimDoPrefixo, indices, prefixos, shardParcela, shardsVencimento } from "../../functions/lib/db/keys";

// Key formats are a stored contract: changing one strands every item already written.
describe("chaves da tabela", () => {
  it.each([
    ["empresa", chaves.empresa("E1"), { PK: "EMP#E1", SK: "EMPRESA" }],
    ["usuário", chaves.usuario("E1", "U1"), { PK: "EMP#E1", SK: "USUARIO#U1" }],
    ["contador", chaves.contador("E1", "marca"), { PK: "EMP#E1", SK: "CONTADOR#marca" }],
    ["número do recibo da venda", chaves.reciboVenda("E1", "V1"), { PK: "EMP#E1", SK: "RECIBO#VENDA#V1" }],
    ["configuração de cobrança", chaves.configCobranca("E1"), { PK: "EMP#E1", SK: "COBRANCA" }],
    ["planos de crediário", chaves.configCredito("E1"), { PK: "EMP#E1", SK: "CREDITO" }],
    ["comando do aparelho", chaves.comandoAparelho("E1", "C1", 7), { PK: "EMP#E1", SK: "COMANDO_APARELHO#C1#000007" }],
    ["lembrete de parcela", chaves.lembreteParcela("E1", "C1", 3, "atraso-2"), { PK: "EMP#E1", SK: "LEMBRETE#C1#03#atraso-2" }],
    ["evento do contrato", chaves.eventoContrato("E1", "C1", "2026-12-02T09:00:00.000Z", "01J"), { PK: "EMP#E1", SK: "EVENTO_CONTRATO#C1#2026-12-02T09:00:00.000Z#01J" }],
    ["marca", chaves.marca("E1", "M1"), { PK: "EMP#E1", SK: "MARCA#M1" }],
    ["categoria", chaves.categoria("E1", "C1"), { PK: "EMP#E1", SK: "CATEGORIA#C1" }],
    ["guarda de CNPJ", chaves.guardaCnpjEmpresa("11222333000181"), { PK: "CNPJ#11222333000181", SK: "CNPJ" }],
    ["guarda de e-mail (minúsculo)", chaves.guardaEmail(" Ana@Loja.COM "), { PK: "EMAIL#ana@loja.com", SK: "EMAIL" }],
    ["fornecedor", chaves.fornecedor("E1", "F1"), { PK: "EMP#E1", SK: "FORNECEDOR#F1" }],
    ["cliente", chaves.cliente("E1", "C1"), { PK: "EMP#E1", SK: "CLIENTE#C1" }],
    ["produto", chaves.produto("E1", "P1"), { PK: "EMP#E1", SK: "PRODUTO#P1" }],
    ["guarda de CNPJ de fornecedor", chaves.guardaCnpjFornecedor("E1", "11222333000181"), { PK: "EMP#E1", SK: "FORNECEDOR_CNPJ#11222333000181" }],
    ["guarda de CPF de cliente", chaves.guardaCpfCliente("E1", "52998224725"), { PK: "EMP#E1", SK: "CLIENTE_CPF#52998224725" }],
    ["cliente pelo CPF em todas as empresas (GSI1)", indices.clientePorCpf("52998224725", "E1"), { GSI1PK: "CLIENTE_CPF#52998224725", GSI1SK: "EMP#E1" }],
    ["entrada de estoque", chaves.entrada("E1", "N1"), { PK: "EMP#E1", SK: "ENTRADA#N1" }],
    ["item de estoque pelo IMEI", chaves.itemImei("E1", "490154203237518"), { PK: "EMP#E1", SK: "IMEI#490154203237518" }],
    ["posição do produto", chaves.posicaoProduto("E1", "P1"), { PK: "EMP#E1", SK: "POSICAO#P1" }],
    ["totais do estoque", chaves.estoqueTotal("E1"), { PK: "EMP#E1", SK: "AGREGADO#ESTOQUE" }],
    ["modelo de documento", chaves.modeloDocumento("E1", "M1"), { PK: "EMP#E1", SK: "MODELO_DOC#M1" }],
    ["modelo ativo do tipo", chaves.modeloAtivo("E1", "garantia"), { PK: "EMP#E1", SK: "MODELO_ATIVO#garantia" }],
    ["item pelo id (GSI1)", indices.itemPorId("E1", "I1"), { GSI1PK: "EMP#E1#ITEM", GSI1SK: "I1" }],
    ["item pelo status (GSI2)", indices.itemPorStatus("E1", "em_estoque", "I1"), { GSI2PK: "EMP#E1#ITEM_STATUS#em_estoque", GSI2SK: "I1" }],
    ["venda", chaves.venda("E1", "V1"), { PK: "EMP#E1", SK: "VENDA#V1" }],
    ["venda pela data (GSI1)", indices.vendaPorData("E1", "2026-11-20", "V1"), { GSI1PK: "EMP#E1#VENDAS", GSI1SK: "2026-11-20#V1" }],
    ["contrato", chaves.contrato("E1", "C1"), { PK: "EMP#E1", SK: "CONTRATO#C1" }],
    ["boleto de quitação do contrato (depois das parcelas)", chaves.quitacao("E1", "C1"), { PK: "EMP#E1", SK: "CONTRATO#C1#QUITACAO" }],
    ["parcela (número com dois dígitos)", chaves.parcela("E1", "C1", 7), { PK: "EMP#E1", SK: "CONTRATO#C1#PARCELA#07" }],
    ["contrato na lista (GSI1)", indices.contratoNaLista("E1", "C1"), { GSI1PK: "EMP#E1#CONTRATOS", GSI1SK: "C1" }],
    ["contrato por status e próximo vencimento (GSI2)", indices.contratoPorStatus("E1", "ativo", "2026-12-05", "C1"), { GSI2PK: "EMP#E1#CONTRATOS#ativo", GSI2SK: "2026-12-05#C1" }],
    ["contrato sem nada a pagar, depois de toda data (GSI2)", indices.contratoPorStatus("E1", "liquidado", null, "C1"), { GSI2PK: "EMP#E1#CONTRATOS#liquidado", GSI2SK: "SEM_VENCIMENTO#C1" }],
    ["contrato na busca da lista, mais novo primeiro (GSI4)", indices.contratoNaBusca("E1", "C1"), { GSI4PK: "EMP#E1#CONTRATOS", GSI4SK: "C1" }],
    ["contrato do cliente (GSI3)", indices.contratoDoCliente("E1", "K1", "C1"), { GSI3PK: "EMP#E1#CLIENTE#K1", GSI3SK: "CONTRATO#C1" }],
    ["guarda do boleto pela cobrança no provedor (global)", chaves.guardaBoleto("simulado", "0001-1234567-00012345678"), { PK: "BOLETO#simulado#0001-1234567-00012345678", SK: "BOLETO" }],
    ["evento de boleto já aplicado (global)", chaves.eventoBoleto("asaas", "evt_1"), { PK: "EVENTO_BOLETO#asaas#evt_1", SK: "EVENTO" }],
    ["parcela em aberto da empresa pelo vencimento (GSI3)", indices.parcelaEmAberto("E1", "2026-12-05", "C1-07"), { GSI3PK: "EMP#E1#PARCELAS_EM_ABERTO", GSI3SK: "2026-12-05#C1-07" }],
    [
      "parcela a vencer no seu shard (GSI2)",
      indices.parcelaAVencer("E1", "2026-12-05", "01JC0000000000000000000000-07"),
      { GSI2PK: `PARCELA_A_VENCER#${shardParcela("01JC0000000000000000000000-07")}`, GSI2SK: "2026-12-05#EMP#E1#01JC0000000000000000000000-07" },
    ],
    [
      "boleto de quitação emitido e não pago no seu shard (GSI2)",
      indices.quitacaoEmitida("E1", "2026-12-05", "01JC0000000000000000000000"),
      { GSI2PK: `QUITACAO_EMITIDA#${shardParcela("01JC0000000000000000000000")}`, GSI2SK: "2026-12-05#EMP#E1#01JC0000000000000000000000" },
    ],
    ["vendas do mês", chaves.vendasMes("E1", "2026-11"), { PK: "EMP#E1", SK: "AGREGADO#VENDAS#2026-11" }],
    ["valores em aberto", chaves.financeiro("E1"), { PK: "EMP#E1", SK: "AGREGADO#FINANCEIRO" }],
    ["registro do stream já aplicado", chaves.registroFluxo("a1b2c3"), { PK: "FLUXO#a1b2c3", SK: "FLUXO" }],
    ["registro do stream com os trabalhos já enviados", chaves.registroSaidas("a1b2c3"), { PK: "FLUXO#a1b2c3", SK: "SAIDAS" }],
    ["cobrança do banco simulado (global)", chaves.cobrancaSimulada("B1"), { PK: "BANCO_SIMULADO#COBRANCA#B1", SK: "COBRANCA" }],
    ["chave de idempotência do banco simulado", chaves.idempotenciaSimulada("C1-01:v1"), { PK: "BANCO_SIMULADO#IDEMPOTENCIA#C1-01:v1", SK: "IDEMPOTENCIA" }],
    ["linha digitável no banco simulado", chaves.linhaSimulada("9999"), { PK: "BANCO_SIMULADO#LINHA#9999", SK: "LINHA" }],
    ["contador de nosso número da conta simulada", chaves.contaSimulada("E1"), { PK: "BANCO_SIMULADO#CONTA#E1", SK: "CONTADOR" }],
    ["tentativas de consulta do portal por CPF (hash)", chaves.tentativasPortalCpf("ab12"), { PK: "PORTAL#CPF#ab12", SK: "TENTATIVAS" }],
    ["pedido de quitação da área do cliente (token opaco)", chaves.pedidoQuitacaoPortal("AbC_-123"), { PK: "PORTAL#QUITACAO#AbC_-123", SK: "PEDIDO" }],
    ["conta de cliente de um CPF (única)", chaves.contaCliente("12345678909"), { PK: "CONTA_CLIENTE#12345678909", SK: "CONTA" }],
    ["código de cadastro da conta de um CPF", chaves.codigoContaCliente("12345678909"), { PK: "CONTA_CLIENTE#12345678909", SK: "CODIGO" }],
    ["2ª via única por parcela e canal (10 minutos)", chaves.mensagemUnica("E1", "C1", "segunda-via#02#whatsapp"), { PK: "EMP#E1", SK: "MENSAGEM_UNICA#C1#segunda-via#02#whatsapp" }],
    ["2ª vias de um contrato num dia", chaves.mensagensDoDia("E1", "C1", "segunda-via", "2026-12-07"), { PK: "EMP#E1", SK: "MENSAGENS_DIA#C1#segunda-via#2026-12-07" }],
    ["tentativas de consulta do portal por IP (hash)", chaves.tentativasPortalIp("cd34"), { PK: "PORTAL#IP#cd34", SK: "TENTATIVAS" }],
    ["cobranças do banco simulado, mais novas primeiro (GSI1)", indices.cobrancaSimuladaNaLista("B1"), { GSI1PK: "BANCO_SIMULADO#COBRANCAS", GSI1SK: "B1" }],
    ["relatório de vendas: mês de uma forma de pagamento", chaves.relVendas("E1", "FORMA", "2026-11", "PIX"), { PK: "EMP#E1", SK: "REL#VENDAS#FORMA#2026-11#PIX" }],
    ["relatório de vendas: mês da empresa", chaves.relVendas("E1", "TOTAL", "2026-11", "-"), { PK: "EMP#E1", SK: "REL#VENDAS#TOTAL#2026-11#-" }],
    ["parcelas pelo mês de vencimento", chaves.relParcelas("E1", "2026-12"), { PK: "EMP#E1", SK: "REL#PARCELAS#2026-12" }],
    ["idade do estoque: total do produto", chaves.relEstoqueProduto("E1", "P1"), { PK: "EMP#E1", SK: "REL#ESTQ#PROD#P1" }],
    ["idade do estoque: dias de entrada de um mês do produto", chaves.relEstoqueDias("E1", "2026-10", "P1"), { PK: "EMP#E1", SK: "REL#ESTQ#DIAS#2026-10#P1" }],
  ])("a chave de %s tem o formato gravado", (_nome, chave, esperado) => {
    expect(chave).toEqual(esperado);
  });

  it("a faixa de um ano do relatório de vendas cobre cada mês e cada grupo de uma dimensão, e nenhum de outra", () => {
    const f = faixaRelVendas("PRODUTO", "2026-01", "2026-12");
    expect(f).toEqual({ de: "REL#VENDAS#PRODUTO#2026-01", ate: "REL#VENDAS#PRODUTO#2026-12#~" });
    const dentro = [chaves.relVendas("E1", "PRODUTO", "2026-01", "01JC0000000000000000000000").SK, chaves.relVendas("E1", "PRODUTO", "2026-12", "ZZZZ").SK];
    for (const sk of dentro) expect(sk >= f.de && sk <= f.ate).toBe(true);
    const fora = [chaves.relVendas("E1", "PRODUTO", "2025-12", "Z").SK, chaves.relVendas("E1", "PRODUTO", "2027-01", "0").SK, chaves.relVendas("E1", "TOTAL", "2026-05", "-").SK];
    for (const sk of fora) expect(sk >= f.de && sk <= f.ate).toBe(false);
  });

  it("a faixa da idade do estoque lê os dias de entrada dos trimestres a partir do pedido e os totais de cada produto, e nada mais", () => {
    const f = faixaRelEstoque("2026-07");
    const dentro = [
      chaves.relEstoqueDias("E1", "2026-07", "01JC0000000000000000000000").SK,
      chaves.relEstoqueDias("E1", "2026-10", "ZZZZ").SK,
      chaves.relEstoqueDias("E1", "2027-01", "0").SK,
      chaves.relEstoqueProduto("E1", "01JC0000000000000000000000").SK,
      chaves.relEstoqueProduto("E1", "ZZZZZZZZZZZZZZZZZZZZZZZZZZ").SK,
    ];
    for (const sk of dentro) expect(sk >= f.de && sk <= f.ate).toBe(true);
    const fora = [chaves.relEstoqueDias("E1", "2026-04", "ZZZZ").SK, "REL#ESTOQUE#P1#2026-10", chaves.relParcelas("E1", "2026-09").SK, chaves.relVendas("E1", "TOTAL", "2026-09", "-").SK];
    for (const sk of fora) expect(sk >= f.de && sk <= f.ate).toBe(false);
  });

  it.each([
    ["01JC0000000000000000000000-07", "05"],
    ["01JC0000000000000000000000-08", "03"],
    ["C1-01", "03"],
  ])("o shard de vencimento de %s é estável (%s): é gravado na chave", (id, shard) => {
    expect(shardParcela(id)).toBe(shard);
  });

  it("os 16 shards cobrem as parcelas e espalham ids parecidos", () => {
    expect(shardsVencimento()).toEqual(Array.from({ length: 16 }, (_, i) => String(i).padStart(2, "0")));
    const usados = new Set(Array.from({ length: 200 }, (_, i) => shardParcela(`01JC0000000000000000000000-${String(i % 18 + 1).padStart(2, "0")}${i}`)));
    expect(usados.size).toBe(16);
    expect(indices.vencendoAte("2026-12-05") > indices.parcelaAVencer("E1", "2026-12-05", "Z").GSI2SK).toBe(true);
    expect(indices.vencendoAte("2026-12-05") < indices.parcelaAVencer("E1", "2026-12-06", "A").GSI2SK).toBe(true);
  });

  it("toda partição de dados da empresa começa pela empresa", () => {
    expect(empresaPk("E9")).toBe("EMP#E9");
    for (const p of Object.values(prefixos)) expect(p).toMatch(/^[A-Z_]+#$/);
  });

  it.each([
    ["EMP#01J0ABC", "01J0ABC"],
    ["EMP#", undefined],
    ["FLUXO#x", undefined],
    [undefined, undefined],
  ])("a empresa da PK %s é %s", (pk, empresa) => {
    expect(empresaDaPk(pk)).toBe(empresa);
  });
});

describe("fimDoPrefixo", () => {
  // DynamoDB orders string keys by their UTF-8 bytes.
  const ordem = (a: string, b: string) => Buffer.compare(Buffer.from(a, "utf8"), Buffer.from(b, "utf8"));
  const naFaixa = (p: string, k: string) => ordem(p, k) <= 0 && ordem(k, fimDoPrefixo(p)) <= 0;

  it("a faixa BETWEEN prefixo E fimDoPrefixo(prefixo) tem exatamente as chaves que começam com o prefixo", () => {
    const p = "CLIENTE#";
    for (const k of ["CLIENTE#", "CLIENTE#01J", "CLIENTE#zz", "CLIENTE#João", "CLIENTE#\uffff", "CLIENTE#😀", "CLIENTE#\u{10FFFE}"]) expect(naFaixa(p, k), k).toBe(true);
    for (const k of ["CLIENTE", "CLIENTE$", "CLIENTF#", "CLIENTE", "CATEGORIA#1", "FORNECEDOR#1", ""]) expect(naFaixa(p, k), k).toBe(false);
  });
});
