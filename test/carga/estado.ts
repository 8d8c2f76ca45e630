/**
 * What the load-and-fault run (test/carga) knows of what it did: the shops and their people, the
 * devices it may sell, every sale, payment and cancellation the API accepted (2xx) and every answer
 * that left a write unknown (a 503 given up on, no answer): the checks hold the stored data to it.
 */
import type { Papel } from "../../shared/api/routes";

export interface Opcoes {
  minutos: number;
  sessoes: number;
  /** Customer-area lookups a second. */
  consultas: number;
  empresas: number;
  /** Mean think time of a staff session between actions (s). */
  pausa: number;
  /** How long each part stays down (s). */
  queda: number;
  falhas: boolean;
}

export type PapelSessao = Extract<Papel, "vendedor" | "estoquista" | "financeiro" | "gerente">;

export interface Aparelho {
  id: string;
  preco: number;
}

export interface ClienteLoja {
  id: string;
  cpf: string;
  telefone: string;
  /** Boleto sales of theirs not cancelled: the customer area finds them while there is one. */
  contratosVivos: number;
}

export interface VendaFeita {
  id: string;
  loja: number;
  forma: string;
  clienteId: string;
  imeiId: string;
  /** The device's price (reais): it goes back to stock at that price when the sale is cancelled. */
  preco: number;
  contratoId: string | null;
  qtdParcelas: number;
  cancelada: boolean;
  /** A cancellation was asked and its answer lost (a 503 given up on, no answer): either status is right. */
  cancelamentoIncerto?: boolean;
}

export interface Loja {
  n: number;
  empresaId: string;
  tokens: Record<PapelSessao | "admin", string>;
  fornecedorId: string;
  produtos: { id: string; preco: number }[];
  disponiveis: Aparelho[];
  clientes: ClienteLoja[];
  vendas: VendaFeita[];
}

/** A payment the API or the bank accepted. */
export interface PagamentoBalcao {
  loja: number;
  contratoId: string;
  parcelaId: string;
}
export interface PagamentoBanco {
  linha: string;
  /** The bank took the money (200): the notice reached the app (`avisado`) or is still owed (502). */
  avisado: boolean;
}

export interface Contagens {
  vendasPorForma: Record<string, number>;
  vendasRecusadas: number;
  /** Sales whose outcome is unknown: a 503 given up on after its repetitions, or no answer. */
  vendasAmbiguas: number;
  corridas: number;
  corridasUmVencedor: number;
  /** Races where an answer was lost: the stored data says who won (no device in two live sales). */
  corridasIncertas: number;
  cancelamentos: number;
  entradas: number;
  imeisEntrados: number;
  pagamentosBalcaoRecusados: number;
  pagamentosBancoBaixados: number;
  consultas: number;
  consultasEncontradas: number;
  /** Operations whose last answer was still a 503 after the SPA's repetitions. */
  desistencias: number;
}

export interface Janela {
  nome: string;
  inicio: number;
  /** When it answered again (its restart done). */
  fim: number;
}

export interface Estado {
  opcoes: Opcoes;
  lojas: Loja[];
  pagamentosBalcao: PagamentoBalcao[];
  pagamentosBanco: PagamentoBanco[];
  /** Customers (CPF + phone) with a boleto contract: the customer area looks them up. */
  comContrato: ClienteLoja[];
  contagens: Contagens;
  janelas: Janela[];
  /** performance.now() at the start and end of the load. */
  inicio: number;
  fim: number;
}

export const novasContagens = (): Contagens => ({
  vendasPorForma: {},
  vendasRecusadas: 0,
  vendasAmbiguas: 0,
  corridas: 0,
  corridasUmVencedor: 0,
  corridasIncertas: 0,
  cancelamentos: 0,
  entradas: 0,
  imeisEntrados: 0,
  pagamentosBalcaoRecusados: 0,
  pagamentosBancoBaixados: 0,
  consultas: 0,
  consultasEncontradas: 0,
  desistencias: 0,
});
