/**
 * What each message says (issue 31 item 4): pt-BR, short, plain (CDC art. 42: no coercive or
 * humiliating wording), each with the store's name and WhatsApp and the full address of the
 * customer area, and — for a slip — its linha digitável and its Pix copy-and-paste. The same text
 * goes to every channel; the e-mail also gets a subject. Pure: the caller gives every value
 * already formatted (`variaveis`, strings), so the text recorded is exactly the text sent.
 */
import { formatarLinhaDigitavel } from "../boletos";
import { formatarData } from "../br/datas";
import { formatarCentavos } from "../br/dinheiro";
import type { Modelo } from "./schemas";

/** What every message carries: `loja` (trade name), `whatsapp_loja` and `area_cliente` (may be empty), `cliente` (first name or name). */
export type Variaveis = Record<string, string>;

/** Values each template needs besides the common ones (a missing one is a programming error). `descricao` is what was paid or sent, bare ("parcela 2 de 8"): the text says "da". */
export const VARIAVEIS_DO_MODELO: Record<Modelo, readonly string[]> = {
  // and `entrada`, empty when none; `periodicidade`, `taxa_mensal`, `cet_anual` and `financiador` (issue 37)
  // are absent from welcomes queued before them, which still read.
  boas_vindas: ["produto", "parcelas", "valor_total"],
  lembrete_antes: ["resumo"],
  lembrete_vencimento: ["resumo"],
  lembrete_atraso: ["resumo"],
  bloqueio_agendado: ["data_bloqueio", "valor"],
  bloqueado: [],
  desbloqueado: [],
  pagamento_recebido: ["descricao", "valor"],
  segunda_via: ["descricao"],
  // 'Enviar recibo' (issue 27 item 6): what was paid, how much, when and how, and the receipt's own text.
  recibo: ["descricao", "valor", "data", "forma", "recibo"],
  // The payoff paid (issue 36 item 3): what was paid, when, for which device; the termo is in the customer area.
  quitacao: ["produto", "valor", "data"],
  codigo_cadastro: ["codigo"],
  conta_vinculada: ["email"],
  tentativas_codigo: ["tentativas"],
};

export interface BoletoDoTexto {
  numero: number;
  qtd: number;
  vencimento: string;
  valorCentavos: number;
  linhaDigitavel: string | null;
  pix: string | null;
}

/** One slip as a message shows it: which one, due when, how much, and how to pay it. */
export function blocoBoleto(b: BoletoDoTexto): string {
  const linhas = [`Parcela ${b.numero}/${b.qtd} — vence ${formatarData(b.vencimento)} — ${formatarCentavos(b.valorCentavos)}`];
  if (b.linhaDigitavel) linhas.push(`Linha digitável: ${formatarLinhaDigitavel(b.linhaDigitavel)}`);
  if (b.pix) linhas.push(`Pix copia e cola: ${b.pix}`);
  return linhas.join("\n");
}

function corpo(modelo: Modelo, v: Variaveis): { corpo: string; assunto: string } {
  switch (modelo) {
    case "boas_vindas":
      return {
        assunto: "Sua compra parcelada",
        // The entry and the instalments apart (the total includes the entry, paid on the sale day); the
        // frequency in words, the rates and who lends, as the contract discloses them (CDC arts. 52 and 54-B).
        corpo:
          `obrigado pela compra de ${v.produto}. ${v.entrada ? `Entrada de ${v.entrada} e ` : ""}${v.parcelas}${v.periodicidade ? `, ${v.periodicidade}` : ""}, por boleto ou Pix. Total: ${v.valor_total}.` +
          (v.taxa_mensal && v.cet_anual ? ` Juros de ${v.taxa_mensal} ao mês; custo efetivo total (CET) de ${v.cet_anual} ao ano.` : "") +
          (v.financiador ? ` Crédito concedido por ${v.financiador}.` : ""),
      };
    case "lembrete_antes":
      return { assunto: "Lembrete de vencimento", corpo: v.resumo ?? "" };
    case "lembrete_vencimento":
      return { assunto: "Parcela vence hoje", corpo: v.resumo ?? "" };
    case "lembrete_atraso":
      return { assunto: "Parcela em atraso", corpo: v.resumo ?? "" };
    case "bloqueio_agendado":
      return {
        assunto: "Aviso de bloqueio do aparelho",
        corpo: `há parcelas em atraso (${v.valor} sem multa e juros). Sem o pagamento, o aparelho será bloqueado a partir de ${v.data_bloqueio}. Chamadas de emergência continuam disponíveis.`,
      };
    case "bloqueado":
      return { assunto: "Aparelho bloqueado", corpo: "o aparelho foi bloqueado por parcelas em atraso. O desbloqueio é automático após o pagamento. Chamadas de emergência continuam disponíveis." };
    case "desbloqueado":
      return { assunto: "Aparelho desbloqueado", corpo: "o aparelho foi desbloqueado e já pode ser usado normalmente." };
    case "pagamento_recebido":
      return { assunto: "Pagamento recebido", corpo: `recebemos o pagamento da ${v.descricao}: ${v.valor}. Obrigado!` };
    case "segunda_via":
      return { assunto: "2ª via do boleto", corpo: `segue a 2ª via do boleto da ${v.descricao}.` };
    case "recibo":
      return { assunto: "Recibo de pagamento", corpo: `segue o recibo da ${v.descricao}: ${v.valor}, pagamento em ${v.data} por ${v.forma}.\n\n${v.recibo}` };
    case "quitacao":
      return {
        assunto: "Contrato quitado",
        corpo: `recebemos ${v.valor} em ${v.data} pela quitação antecipada do contrato do ${v.produto}. O contrato está quitado: nada mais é devido. Obrigado!`,
      };
    case "codigo_cadastro":
      return { assunto: "Seu código de cadastro", corpo: `seu código de cadastro é ${v.codigo}. Não o informe a ninguém.` };
    // Issue 31 item 7: every account linked to a CPF is told to the customer's phone on file.
    case "conta_vinculada":
      return {
        assunto: "Conta vinculada ao seu CPF",
        corpo: `uma conta da Área do Cliente (${v.email}) foi vinculada ao seu CPF. Se não foi você, peça um código na Área do Cliente para retomar o acesso e fale com a loja.`,
      };
    // Issue 36 item 10: the day's wrong sign-up codes of a CPF reached the limit (no new code until tomorrow).
    case "tentativas_codigo":
      return {
        assunto: "Tentativas de cadastro com o seu CPF",
        corpo: `alguém errou ${v.tentativas} vezes hoje o código de cadastro da Área do Cliente com o seu CPF. Por segurança, novos códigos só amanhã. Se não foi você, não passe nenhum código a ninguém e fale com a loja.`,
      };
  }
}

/** The message's text (every channel) and the e-mail's subject. */
export function textoMensagem(modelo: Modelo, v: Variaveis): { texto: string; assunto: string } {
  const faltando = VARIAVEIS_DO_MODELO[modelo].filter((k) => !v[k]);
  if (faltando.length) throw new Error(`mensagem ${modelo} sem ${faltando.join(", ")}`);
  const loja = v.loja?.trim() || "Loja";
  const { corpo: c, assunto } = corpo(modelo, v);
  const partes = [v.cliente ? `Olá, ${v.cliente}! ${loja}: ${c}` : `${loja}: ${c}`];
  if (v.boletos) partes.push(v.boletos);
  if (modelo === "quitacao") partes.push(v.area_cliente ? `Termo de quitação: ${v.area_cliente}` : "O termo de quitação está com a loja.");
  else if (modelo !== "codigo_cadastro" && v.area_cliente) partes.push(`Seus boletos: ${v.area_cliente}`);
  partes.push(v.whatsapp_loja ? `WhatsApp da loja: ${v.whatsapp_loja}` : "Dúvidas? Fale com a loja.");
  return { texto: partes.join("\n\n"), assunto: `${loja} — ${assunto}` };
}

/** Formatting helpers callers use to fill `variaveis` the same way everywhere. */
export const valorTexto = formatarCentavos;
export const dataTexto = formatarData;
