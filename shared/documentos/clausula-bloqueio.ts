/**
 * The contract's own clause for the remote lock (issue 37 item 6; docs/credito.md, last section;
 * docs/bloqueio.md "Policy"): what {{clausula_bloqueio}} prints when the customer gave separate and
 * express consent at the sale — a block of its own, with its own signature line — and nothing
 * otherwise (a contract without consent says nothing of a lock, as none can happen). Built here from
 * the sale's data only; the renderer escapes each value and sanitises the whole document again.
 */
import { escaparHtml } from "./escapar";

export interface DadosClausulaBloqueio {
  /** Already formatted (masked CPF, "Recife/PE", "07/12/2026"); a blank one prints as a line to fill in. */
  clienteNome: string;
  clienteCpf: string;
  imei: string;
  local: string;
  data: string;
}

export const TITULO_CLAUSULA_BLOQUEIO = "AUTORIZAÇÃO DO BLOQUEIO REMOTO DO APARELHO (cláusula própria deste contrato)";

export function clausulaBloqueio(d: DadosClausulaBloqueio): string {
  const e = escaparHtml;
  return [
    `<h2>${TITULO_CLAUSULA_BLOQUEIO}</h2>`,
    "<p>Esta cláusula faz parte do contrato e vale somente porque o CLIENTE a autorizou <strong>de forma separada e expressa</strong> no momento da venda. <strong>A autorização é opcional</strong>: a compra e o parcelamento não dependiam dela.</p>",
    `<p>a) O CLIENTE autoriza a LOJA a vincular o aparelho de IMEI <strong>${e(d.imei)}</strong> a um recurso de gerenciamento remoto que permite restringir temporariamente o seu uso em caso de atraso no pagamento, somente nas condições desta cláusula.</p>`,
    "<p>b) O bloqueio só pode ocorrer quando houver parcela vencida e não paga, depois de decorrido o prazo de carência definido pela LOJA, que nunca será inferior a 3 (três) dias úteis contados do vencimento, e depois de confirmado junto ao banco que o pagamento não foi registrado.</p>",
    "<p>c) <strong>Antes de qualquer bloqueio, o CLIENTE será avisado</strong>, pelo telefone informado neste contrato ou por mensagem no próprio aparelho, da parcela em aberto, do valor devido e da data a partir da qual o aparelho poderá ser bloqueado, tendo a oportunidade de pagar ou de contestar a cobrança.</p>",
    "<p>d) Durante o bloqueio continuam funcionando, no mínimo: <strong>as chamadas de emergência</strong> (190, 192, 193 e demais números de emergência), <strong>o contato com a LOJA</strong> e o meio de pagamento das parcelas em aberto. Os dados pessoais do CLIENTE guardados no aparelho não são acessados, alterados nem apagados.</p>",
    "<p>e) <strong>Pagas as parcelas vencidas, o desbloqueio é feito automaticamente</strong>, em até 1 (um) dia útil após o banco confirmar o pagamento, sem nenhum custo para o CLIENTE.</p>",
    "<p>f) O bloqueio nunca será usado como forma de constrangimento ou ameaça e não será aplicado enquanto houver contestação do débito em análise, reclamação em órgão de defesa do consumidor (Procon) ou ordem judicial em sentido contrário, nem onde a lei local o proibir (como no Ceará).</p>",
    "<p>g) O CLIENTE pode pedir à LOJA o bloqueio do aparelho em caso de perda ou roubo.</p>",
    "<p>h) Quitado o contrato, o aparelho é liberado definitivamente do gerenciamento remoto e a LOJA entrega ao CLIENTE o comprovante de quitação.</p>",
    `<p class="ql-align-right">${e(d.local)}, ${e(d.data)}.</p>`,
    "<p><br /></p>",
    "<p>______________________________________________</p>",
    `<p><strong>${e(d.clienteNome)}</strong> — CPF ${e(d.clienteCpf)} — autorizo o bloqueio remoto do aparelho nos termos desta cláusula.</p>`,
  ].join("");
}
