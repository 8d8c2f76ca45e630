/**
 * A receipt (issue 27 items 6 and 7): what was paid, by whom, to which store, how much (in figures
 * and in words: shared/br/extenso.ts), how, when and who received it. One receipt, three ways out:
 * the PDF on A4 or on an 80 mm roll (recibo-pdf.ts draws these lines) and the text of 'Enviar
 * recibo' (textoDoRecibo, the same lines). Pure: no pdf-lib here (that is a lazy chunk), no I/O —
 * recibos.ts reads what a paid instalment's or a paid sale's receipt says.
 */
import { cpfParcial } from "../../shared/br/cpf";
import { formatarData } from "../../shared/br/datas";
import { formatarCentavos } from "../../shared/br/dinheiro";
import { valorPorExtenso } from "../../shared/br/extenso";
import { ROTULO_FORMA_BALCAO, type FormaPagamentoBalcao } from "../../shared/vendas/pagamento-balcao";
import { enderecoEmLinha, formatarCnpjAlfanumerico } from "../boletos";

/** Who issues and who receives a printed document (receipts, the termo de quitação). */
export interface LojaDoDocumento {
  nome: string;
  cnpj: string;
  endereco: string | null;
  cep: string | null;
  cidade: string | null;
  uf: string | null;
}
export type ClienteDoDocumento = { nome: string; cpf: string | null } | null;

export interface DadosRecibo {
  /** The receipt's number: the paid instalment's id, or the sale receipt's own "0001" (repo.ts). */
  numero: string;
  loja: LojaDoDocumento;
  cliente: ClienteDoDocumento;
  /** What was paid for, with its article: "à parcela 2 de 8 do contrato … — Galaxy A15 (IMEI 35…)", "à compra de …". */
  referente: string;
  valorCentavos: number;
  /** null: not recorded (a boleto sale's entry made before the sale kept its method). */
  forma: FormaPagamentoBalcao | "BOLETO" | null;
  /** A card sale split by the card company: "em 3x" beside the method. */
  vezesNoCartao?: number;
  /**
   * A boleto sale's entry: the purchase it is part of, the goods apart from the cost of financing
   * (Lei 6.463/1977 art. 1; CDC art. 52): the device at its cash price and the interest the
   * instalments carry. Neither is what this receipt says was received.
   */
  compra?: { mercadoriaCentavos: number; jurosCentavos: number };
  data: string;
  recebidoPor: string;
}

const FORMA_TEXTO: Record<NonNullable<DadosRecibo["forma"]>, string> = { ...ROTULO_FORMA_BALCAO, BOLETO: "Boleto bancário" };

/** How the receipt names the method: "PIX", "Cartão de crédito em 3x". */
export const formaNoRecibo = (d: Pick<DadosRecibo, "forma" | "vezesNoCartao">): string =>
  `${d.forma ? FORMA_TEXTO[d.forma] : "Não informada"}${d.vezesNoCartao && d.vezesNoCartao > 1 ? ` em ${d.vezesNoCartao}x` : ""}`;

/** The method inside a sentence: "PIX", "dinheiro", "cartão de crédito em 3x", "boleto bancário". */
export function formaNaFrase(d: Pick<DadosRecibo, "forma" | "vezesNoCartao">): string {
  const f = formaNoRecibo(d);
  return d.forma === "PIX" ? f : f.charAt(0).toLowerCase() + f.slice(1);
}

export interface LinhaRecibo {
  texto: string;
  negrito?: boolean;
  grande?: boolean;
}

/** The receipt's lines, in order (the same on both paper sizes and in the message). */
export function linhasDoRecibo(d: DadosRecibo): LinhaRecibo[] {
  const endereco = enderecoEmLinha(d.loja);
  return [
    { texto: d.loja.nome, negrito: true, grande: true },
    { texto: `CNPJ ${formatarCnpjAlfanumerico(d.loja.cnpj)}` },
    ...(endereco ? [{ texto: endereco }] : []),
    { texto: "" },
    { texto: `RECIBO Nº ${d.numero}`, negrito: true, grande: true },
    { texto: `Valor: ${formatarCentavos(d.valorCentavos)}`, negrito: true },
    { texto: "" },
    {
      texto: `Recebemos de ${d.cliente?.nome ?? "cliente não encontrado"}, CPF ${cpfParcial(d.cliente?.cpf ?? null)}, a importância de ${formatarCentavos(d.valorCentavos)} (${valorPorExtenso(d.valorCentavos)}), referente ${d.referente}.`,
    },
    { texto: "" },
    ...(d.compra
      ? [
          { texto: "Da compra, no crediário:", negrito: true },
          { texto: `Mercadoria (aparelho, preço à vista): ${formatarCentavos(d.compra.mercadoriaCentavos)}` },
          { texto: `Custo do financiamento (juros das parcelas): ${formatarCentavos(d.compra.jurosCentavos)}` },
          { texto: "" },
        ]
      : []),
    { texto: `Forma de pagamento: ${formaNoRecibo(d)}` },
    { texto: `Data do pagamento: ${formatarData(d.data)}` },
    { texto: `Recebido por: ${d.recebidoPor}` },
  ];
}

/** The receipt as plain text (a message): its lines, one blank line between blocks. */
export const textoDoRecibo = (d: DadosRecibo): string =>
  linhasDoRecibo(d)
    .map((l) => l.texto)
    .join("\n")
    .replace(/\n{3,}/g, "\n\n");
