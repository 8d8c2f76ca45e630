/**
 * The contract and warranty a new company starts with (both active). Written for fortnightly
 * boleto sales of phones: the late-payment terms follow docs/boletos.md (CDC art. 52) and the
 * lock clause docs/bloqueio.md (notice first, emergency calls and the store keep working,
 * unlock after payment, no coercive collection: CDC art. 42) — its own clause, {{clausula_bloqueio}},
 * printed after the signatures with the customer's own signature and only when the customer
 * consented at the sale (issue 37 item 6; shared/documentos/clausula-bloqueio.ts). The HTML is what the editor
 * produces and survives sanitizarHtml unchanged (test/unit/documentos-modelos-padrao.test.ts).
 * Clause 3.1 prints CDC art. 52's list with the cost of credit frozen at the sale (issue 27) and,
 * since issue 37, who lends (named as creditor in clause 1), the frequency in words, the late
 * charges, the offer's validity and the right to pay off early; clause 3.5 records the capacity to
 * pay (CDC art. 54-D). Only a new company gets this text: a stored template is never rewritten (the
 * templates, plans and sale screens list the disclosures the active contract lacks).
 */
import type { TipoDocumento } from "./placeholders";

const assinaturas = (local: string) =>
  [
    `<p class="ql-align-right">${local}</p>`,
    "<p><br /></p>",
    "<p>______________________________________________</p>",
    "<p><strong>{{empresa_nome}}</strong> — CNPJ {{empresa_cnpj}}</p>",
    "<p><br /></p>",
    "<p>______________________________________________</p>",
    "<p><strong>{{cliente_nome}}</strong> — CPF {{cliente_cpf}}</p>",
  ].join("");

const aparelho = [
  "<ul>",
  "<li>Modelo: <strong>{{produto_modelo}}</strong></li>",
  "<li>Marca: {{produto_marca}}</li>",
  "<li>IMEI: <strong>{{produto_imei}}</strong></li>",
  "<li>Cor: {{produto_cor}}</li>",
  "</ul>",
].join("");

export const CONTRATO_PADRAO = [
  '<h1 class="ql-align-center">CONTRATO DE COMPRA E VENDA DE APARELHO CELULAR COM PAGAMENTO PARCELADO</h1>',

  "<h2>1. Das partes</h2>",
  "<p><strong>VENDEDORA:</strong> {{empresa_nome}}, inscrita no CNPJ sob o nº {{empresa_cnpj}}, doravante denominada <strong>LOJA</strong>.</p>",
  "<p><strong>COMPRADOR(A):</strong> {{cliente_nome}}, inscrito(a) no CPF sob o nº {{cliente_cpf}}, residente e domiciliado(a) em {{cliente_endereco}}, telefone {{cliente_telefone}}, doravante denominado(a) <strong>CLIENTE</strong>.</p>",
  // Who lends (CDC art. 54-B §3): the shop itself, or the partner institution named as creditor.
  "<p><strong>CREDORA (agente financiador):</strong> {{financiador_nome}}, inscrita no CNPJ sob o nº {{financiador_cnpj}}, com endereço em {{financiador_endereco}}, {{financiador_papel}}, a quem são devidas as parcelas deste contrato.</p>",
  "<p>As partes celebram este contrato, que se rege pelas cláusulas abaixo e pelo Código de Defesa do Consumidor (Lei nº 8.078/1990 — CDC).</p>",

  "<h2>2. Do objeto</h2>",
  "<p>2.1. A LOJA vende ao CLIENTE o seguinte aparelho:</p>",
  aparelho,
  "<p>2.2. O CLIENTE declara ter recebido o aparelho em {{data_venda}}, após conferir o seu funcionamento, os acessórios e o número de IMEI acima.</p>",

  "<h2>3. Do preço e da forma de pagamento</h2>",
  "<p>3.1. Em cumprimento ao art. 52 do CDC, a LOJA informa ao CLIENTE, antes da contratação:</p>",
  "<ul>",
  "<li>Preço do aparelho à vista: <strong>{{valor_a_vista}}</strong>;</li>",
  "<li>Entrada, paga na data da venda: <strong>{{valor_entrada}}</strong>;</li>",
  "<li>Valor financiado (preço à vista menos a entrada): <strong>{{valor_financiado}}</strong>;</li>",
  "<li>Montante dos juros: <strong>{{juros_total}}</strong>;</li>",
  "<li>Taxa de juros: <strong>{{taxa_juros_mensal}} ao mês</strong>; taxa efetiva anual — custo efetivo total (CET): <strong>{{cet_anual}} ao ano</strong>;</li>",
  "<li>Taxa efetiva anual de juros: <strong>{{taxa_juros_anual}} ao ano</strong>;</li>",
  "<li>Acréscimos: não há tarifas, seguros ou outros encargos além dos juros acima; em caso de atraso, apenas os da cláusula 4;</li>",
  "<li>Número e periodicidade das parcelas: <strong>{{qtd_parcelas}} parcelas de {{valor_parcela}}</strong> (a última com o valor da tabela), na modalidade {{forma_pagamento}}, nos vencimentos e valores da tabela abaixo;</li>",
  "<li>Periodicidade: uma parcela <strong>{{periodicidade}}</strong>;</li>",
  "<li>Encargos em caso de atraso: <strong>multa de {{multa_atraso}}</strong> e <strong>juros de mora de {{juros_mora}}</strong>, pro rata die (cláusula 4);</li>",
  "<li>Quem concede o crédito (credor): <strong>{{financiador_nome}}</strong>, CNPJ {{financiador_cnpj}};</li>",
  "<li>Validade destas condições: até <strong>{{valida_ate}}</strong>;</li>",
  "<li>Quitação antecipada: {{quitacao_antecipada}}</li>",
  "<li>Total sem financiamento (à vista): <strong>{{valor_total_sem_financiamento}}</strong>;</li>",
  "<li>Soma total a pagar: <strong>{{valor_total}}</strong> a prazo, ou {{valor_a_vista}} à vista.</li>",
  "</ul>",
  "<p>{{tabela_parcelas}}</p>",
  "<p>3.2. As parcelas vencem a cada {{periodicidade_parcelas}}: a primeira {{periodicidade_parcelas}} após a data da venda e as demais, sucessivamente, a cada {{periodicidade_parcelas}}. Cada parcela é cobrada por um boleto bancário próprio, com a data de vencimento nele impressa. A última parcela pode ter diferença de alguns centavos, decorrente de arredondamento, como mostra a tabela.</p>",
  "<p>3.3. O CLIENTE declara que recebeu, de forma clara e por escrito, antes de contratar, as informações da cláusula 3.1: o preço à vista, o montante dos juros e a taxa efetiva anual de juros, os acréscimos, o número e a periodicidade das parcelas e a soma total a pagar, com e sem financiamento.</p>",
  "<p>3.4. O CLIENTE pode consultar os seus boletos, emitir a segunda via e acompanhar os pagamentos na Área do Cliente, informando o seu CPF, ou diretamente na LOJA.</p>",
  // CDC art. 54-D: the record of what the seller learnt of the capacity to pay.
  "<p>3.5. Renda mensal declarada pelo CLIENTE para a avaliação da sua capacidade de pagamento (art. 54-D do CDC): <strong>{{renda_mensal_declarada}}</strong>; parte dessa renda tomada pelas parcelas de um mês: <strong>{{comprometimento_renda}}</strong>.</p>",

  "<h2>4. Do atraso no pagamento</h2>",
  // The company's late charges at the sale (shared/empresa/cobranca.ts), never a figure typed once.
  "<p>4.1. A parcela paga após o vencimento é acrescida de <strong>multa de {{multa_atraso}}</strong> sobre o seu valor (art. 52, § 1º, do CDC) e de <strong>juros de mora de {{juros_mora}}, calculados pro rata die</strong>, isto é, proporcionalmente aos dias de atraso.</p>",
  "<p>4.2. Exemplo: {{exemplo_atraso}}.</p>",
  "<p>4.3. Todo documento de cobrança traz o nome, o endereço e o CNPJ da LOJA (art. 42-A do CDC). A cobrança é feita de forma respeitosa: o CLIENTE não será exposto a ridículo nem submetido a constrangimento ou ameaça (art. 42 do CDC), e a LOJA não tratará da dívida com terceiros.</p>",

  "<h2>5. Da quitação antecipada</h2>",
  "<p>5.1. O CLIENTE pode quitar antecipadamente o saldo devedor, total ou parcialmente, a qualquer tempo, com <strong>redução proporcional dos juros</strong> e demais acréscimos (art. 52, § 2º, do CDC). Basta solicitar à LOJA o cálculo do valor atualizado.</p>",

  "<h2>6. Da garantia</h2>",
  "<p>6.1. O aparelho tem a garantia legal de 90 (noventa) dias prevista no art. 26, II, do CDC, somada a eventual garantia da LOJA ou do fabricante, nos termos do Termo de Garantia entregue ao CLIENTE junto com este contrato.</p>",

  "<h2>7. Da proteção de dados</h2>",
  "<p>7.1. Os dados pessoais do CLIENTE são usados somente para executar este contrato, emitir e cobrar os boletos, gerenciar o aparelho nos termos da autorização de bloqueio remoto, quando o CLIENTE a der, e cumprir obrigações legais, conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018).</p>",

  "<h2>8. Disposições gerais</h2>",
  "<p>8.1. O CLIENTE declara que leu este contrato, esclareceu as suas dúvidas e recebeu uma via assinada.</p>",
  "<p>8.2. Fica eleito o foro do domicílio do CLIENTE para resolver qualquer questão decorrente deste contrato (art. 101, I, do CDC).</p>",
  assinaturas("{{empresa_cidade}}, {{data_atual}}."),
  // The lock's own clause, with its own signature: empty unless the customer consented at the sale.
  "<p>{{clausula_bloqueio}}</p>",
].join("");

export const GARANTIA_PADRAO = [
  '<h1 class="ql-align-center">TERMO DE GARANTIA</h1>',
  "<p><strong>{{empresa_nome}}</strong>, inscrita no CNPJ sob o nº {{empresa_cnpj}} (<strong>LOJA</strong>), garante o aparelho abaixo, vendido em {{data_venda}} a <strong>{{cliente_nome}}</strong>, CPF {{cliente_cpf}}, telefone {{cliente_telefone}}, residente em {{cliente_endereco}} (<strong>CLIENTE</strong>), nas condições deste termo.</p>",

  "<h2>1. Aparelho</h2>",
  aparelho,

  "<h2>2. Prazo da garantia</h2>",
  "<p>2.1. <strong>Garantia legal:</strong> 90 (noventa) dias, contados da entrega do aparelho, para reclamar de defeitos aparentes ou de fácil constatação, por se tratar de produto durável (art. 26, II, do Código de Defesa do Consumidor — CDC). Se o defeito for oculto, o prazo começa a contar quando ele se manifestar (art. 26, § 3º, do CDC).</p>",
  "<p>2.2. <strong>Garantia da loja e do fabricante:</strong> a garantia adicional da LOJA, quando indicada abaixo, e a garantia do fabricante, nos termos do manual do aparelho, somam-se à garantia legal e não a substituem (art. 50 do CDC).</p>",
  "<p>Garantia adicional da LOJA: ________ dias, contados do fim da garantia legal.</p>",

  "<h2>3. O que a garantia cobre</h2>",
  "<p>3.1. Defeitos de fabricação e de funcionamento que tornem o aparelho impróprio ou inadequado ao uso ou diminuam o seu valor. O reparo ou a troca de peças cobertos pela garantia não têm custo para o CLIENTE.</p>",
  "<p>3.2. A LOJA tem até 30 (trinta) dias para resolver o defeito. Se ele não for resolvido nesse prazo, o CLIENTE pode escolher entre: a troca do aparelho por outro igual, em perfeitas condições de uso; a devolução imediata do valor pago, corrigido monetariamente; ou o abatimento proporcional do preço (art. 18, § 1º, do CDC).</p>",

  "<h2>4. O que a garantia não cobre</h2>",
  "<ul>",
  "<li>danos causados por mau uso, quedas, impactos, pressão excessiva ou uso em desacordo com o manual do fabricante, como tela ou carcaça trincada ou quebrada após a entrega;</li>",
  "<li>danos causados por contato com líquidos, umidade ou oxidação, inclusive em aparelhos anunciados como resistentes à água;</li>",
  "<li>aparelho aberto, consertado ou modificado por pessoa ou assistência técnica não autorizada pela LOJA ou pelo fabricante;</li>",
  "<li>lacres ou etiquetas de garantia rompidos, adulterados ou removidos, ou número de IMEI alterado ou ilegível;</li>",
  "<li>danos causados por carregadores, cabos ou acessórios incompatíveis, por descargas elétricas ou pela instalação de sistema não oficial (como root ou jailbreak);</li>",
  "<li>o desgaste natural decorrente do uso e a recuperação de dados, aplicativos ou configurações.</li>",
  "</ul>",

  "<h2>5. Como acionar a garantia</h2>",
  "<ol>",
  "<li>Procure a LOJA dentro do prazo de garantia, levando o aparelho, este termo ou o comprovante da compra e um documento com foto.</li>",
  "<li>Antes de entregar o aparelho, faça uma cópia de segurança dos seus dados: o aparelho pode precisar ser restaurado durante o reparo.</li>",
  "<li>A LOJA entrega ao CLIENTE um comprovante de recebimento com a data e a descrição do defeito informado.</li>",
  "<li>Se o defeito for coberto, o reparo ou a troca são feitos sem custo. Se não for coberto, o CLIENTE recebe antes um orçamento, e nada é cobrado sem a sua aprovação.</li>",
  "</ol>",
  "<p>A reclamação feita à LOJA suspende a contagem do prazo de garantia até a resposta da LOJA, dada por escrito (art. 26, § 2º, I, do CDC).</p>",
  assinaturas("{{empresa_cidade}}, {{data_atual}}."),
].join("");

export interface ModeloInicial {
  nome: string;
  tipo: TipoDocumento;
  conteudo: string;
  ativo: boolean;
  created_at: string;
  updated_at: string;
}

export const NOME_CONTRATO_PADRAO = "Contrato de Venda Parcelada (padrão)";

/**
 * The contract a boleto sale uses: the company's active contract template, else the default one.
 * A sale never goes without its contract and its disclosure of the cost of credit (CDC art. 52),
 * even after the shop deactivated or deleted its own template (issue 36 item 7; a deviation from
 * spec section 4's "left empty": docs/desvios.md). The sale and the templates screen both ask here.
 */
export function contratoEmVigor(ativo: { nome: string; conteudo: string } | null | undefined): { nome: string; conteudo: string; padrao: boolean } {
  return ativo ? { nome: ativo.nome, conteudo: ativo.conteudo, padrao: false } : { nome: NOME_CONTRATO_PADRAO, conteudo: CONTRATO_PADRAO, padrao: true };
}

/** The templates a new company is created with; ids and keys are the server's business. */
export function modelosIniciais(agora: string): ModeloInicial[] {
  return [
    { nome: NOME_CONTRATO_PADRAO, tipo: "contrato", conteudo: CONTRATO_PADRAO, ativo: true, created_at: agora, updated_at: agora },
    { nome: "Termo de Garantia (padrão)", tipo: "garantia", conteudo: GARANTIA_PADRAO, ativo: true, created_at: agora, updated_at: agora },
  ];
}
