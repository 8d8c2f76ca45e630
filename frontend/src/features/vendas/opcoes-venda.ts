/** What the sale form's dropdowns and the finance filters show (pure, unit-tested). */
import { mascararCpf } from "../../../../shared/br/cpf";
import { formatarReais } from "../../../../shared/br/dinheiro";
import { somenteDigitos } from "../../../../shared/br/digitos";
import { qtdsDoPlano, TABELA_PADRAO, type TabelaCredito } from "../../../../shared/regras/parcelamento";
import { FORMAS_PAGAMENTO, ROTULO_FORMA, STATUS_VENDA, type FormaPagamento, type StatusVenda } from "../../../../shared/vendas/schemas";

export interface ClienteOpcao {
  id: string;
  nome: string;
  cpf: string | null;
}

/** Searchable by name, by CPF as digits and by CPF as masked (the dropdown filters on `busca`). */
export function opcaoCliente(c: ClienteOpcao) {
  const cpf = c.cpf ? mascararCpf(c.cpf) : "";
  return { id: c.id, rotulo: cpf ? `${c.nome} — ${cpf}` : c.nome, busca: [c.nome, c.cpf ? somenteDigitos(c.cpf) : "", cpf].join(" ") };
}

export interface ItemOpcao {
  id: string;
  imei: string;
  cor: string;
  produto: { codigo: string; nome_modelo: string; preco_final: number; marca: { nome: string } | null } | null;
}

/** One device: IMEI, model, colour and price; searchable by all of them. */
export function opcaoItem(i: ItemOpcao) {
  const modelo = i.produto ? i.produto.nome_modelo : "Produto não encontrado";
  const preco = i.produto ? formatarReais(i.produto.preco_final) : "";
  return {
    id: i.id,
    imei: i.imei,
    detalhe: [modelo, i.cor, preco].filter(Boolean).join(" · "),
    busca: [i.imei, modelo, i.cor, i.produto?.marca?.nome ?? "", i.produto?.codigo ?? ""].join(" "),
  };
}

export const OPCOES_FORMA = FORMAS_PAGAMENTO.map((f) => ({ value: f, label: ROTULO_FORMA[f] }));

/** The finance filter offers only PIX, DINHEIRO and BOLETO (spec sections 2 and 9). */
export const FORMAS_FILTRO: FormaPagamento[] = ["PIX", "DINHEIRO", "BOLETO"];
export const OPCOES_FORMA_FILTRO = FORMAS_FILTRO.map((f) => ({ value: f, label: ROTULO_FORMA[f] }));

/** The company's counts only: the price of the credit is the summary's CET, not a "juros de 40%" label (issue 27). */
export const opcoesParcelasBoleto = (tabela: TabelaCredito) => qtdsDoPlano(tabela).map((n) => ({ value: n, label: `${n}x` }));
export const OPCOES_PARCELAS_BOLETO = opcoesParcelasBoleto(TABELA_PADRAO);

export const ROTULO_STATUS: Record<StatusVenda, string> = { ATIVA: "Ativa", PAGA: "Paga", INADIMPLENTE: "Inadimplente", CANCELADA: "Cancelada" };
export const COR_STATUS: Record<StatusVenda, "info" | "success" | "danger" | "secondary"> = {
  ATIVA: "info",
  PAGA: "success",
  INADIMPLENTE: "danger",
  CANCELADA: "secondary",
};
export const OPCOES_STATUS = STATUS_VENDA.map((s) => ({ value: s, label: ROTULO_STATUS[s] }));

/** The button of each transition offered in the details dialog (spec section 4). */
export const ROTULO_ACAO: Record<StatusVenda, string> = {
  ATIVA: "Reativar",
  PAGA: "Marcar como Paga",
  INADIMPLENTE: "Marcar como Inadimplente",
  CANCELADA: "Cancelar Venda",
};

/** First and last day of the month of `hoje` ("YYYY-MM-DD"), the finance list's default period. */
export function periodoDoMes(hoje: string): { de: string; ate: string } {
  const [ano, mes] = hoje.split("-").map(Number) as [number, number];
  const ultimo = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  const mm = String(mes).padStart(2, "0");
  return { de: `${ano}-${mm}-01`, ate: `${ano}-${mm}-${String(ultimo).padStart(2, "0")}` };
}
