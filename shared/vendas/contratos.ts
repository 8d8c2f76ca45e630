/**
 * 'Controle de Boletos' (docs/especificacao.md section 2; docs/api.md): the contracts list's query and search rule,
 * and the messages of the list, 'Marcar Paga' and 'Reenviar boletos'.
 *
 * The search (spec: case-insensitive on client name and model name, CPF and IMEI by substring)
 * runs in DynamoDB over one attribute written on the contract, `busca`: the normalised client
 * name, CPF digits, IMEI and normalised model name joined by `|`. A term is normalised the same
 * way, so `contains(busca, termo)` is the whole rule: accents and case never matter, a masked CPF
 * ("529.982") matches by its digits, and no term can match across two fields (a term never holds `|`).
 */
import { somenteDigitos } from "../br/digitos";
import * as z from "../zod";
import { STATUS_CONTRATO, type StatusContrato } from "./schemas";
import { preguicoso } from "../preguicoso";

export const MSG_CONTRATO = {
  naoEncontrado: "Contrato não encontrado",
  parcelaNaoEncontrada: "Parcela não encontrada",
  parcelaJaPaga: "Parcela já está paga",
  boletoIndisponivel: "O boleto desta parcela não está disponível. Atualize a tela; se ele continuar indisponível, use 'Reenviar boletos'.",
  parcelaCancelada: "Parcela cancelada não pode ser marcada como paga",
  nenhumaEmAberto: "Nenhuma parcela em aberto encontrada",
  /** 'Reenviar boletos' on a closed contract (issue 36 item 12): not offered; the route answers 409 with these. */
  reenvioLiquidado: "Contrato liquidado: todas as parcelas estão pagas, não há boletos a reenviar.",
  reenvioCancelado: "Contrato cancelado: não há boletos a reenviar.",
  alteradaAoMesmoTempo: "As parcelas deste contrato foram alteradas por outra operação ao mesmo tempo. Atualize a tela e tente novamente.",
  statusInvalido: "Status inválido: use ativo, inadimplente, liquidado ou cancelado",
  buscaLonga: (max: number) => `A busca deve ter no máximo ${max} caracteres`,
  limite: (max: number) => `O limite deve ser um número inteiro de 1 a ${max}`,
} as const;

/**
 * Why 'Reenviar boletos' cannot be asked of a contract in `status` (pt-BR), or null when it can: a
 * liquidated or cancelled contract has no slip to send. The card offers the button on null; the
 * route answers 409 with the reason (an open contract with nothing open still answers nenhumaEmAberto).
 */
export function recusaReenvio(status: StatusContrato): string | null {
  if (status === "liquidado") return MSG_CONTRATO.reenvioLiquidado;
  if (status === "cancelado") return MSG_CONTRATO.reenvioCancelado;
  return null;
}

export const BUSCA_MAXIMO = 100;
export const LIMITE_CONTRATOS = { padrao: 20, maximo: 50 } as const;

const SEPARADOR = "|";

/** Lower case, no accents, one space between words, never the separator. */
export function normalizarTextoBusca(texto: string): string {
  return texto
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLocaleLowerCase("pt-BR")
    .replace(/[|\s]+/g, " ")
    .trim();
}

export interface CamposBusca {
  nomeCliente: string;
  cpf: string | null;
  imei: string;
  nomeModelo: string;
}

/** The `busca` attribute of a contract (written at the sale; kept current when the customer changes). */
export const textoBuscaContrato = (c: CamposBusca): string =>
  [normalizarTextoBusca(c.nomeCliente), somenteDigitos(c.cpf ?? ""), somenteDigitos(c.imei), normalizarTextoBusca(c.nomeModelo)].join(SEPARADOR);

/**
 * `busca` with a customer's new name and CPF (the stream consumer follows a customer's change into
 * their contracts); undefined when `busca` is not in the current format (left to the backfill).
 */
export function buscaComCliente(busca: string, cliente: { nome: string; cpf: string | null }): string | undefined {
  const partes = busca.split(SEPARADOR);
  if (partes.length !== 4) return undefined;
  return [normalizarTextoBusca(cliente.nome), somenteDigitos(cliente.cpf ?? ""), partes[2], partes[3]].join(SEPARADOR);
}

/** `busca` with a product model's new name (likewise followed by the stream consumer); undefined as above. */
export function buscaComModelo(busca: string, nomeModelo: string): string | undefined {
  const partes = busca.split(SEPARADOR);
  if (partes.length !== 4) return undefined;
  return [partes[0], partes[1], partes[2], normalizarTextoBusca(nomeModelo)].join(SEPARADOR);
}

/** The model part of `busca` ("" when not in the current format). */
export const modeloDaBusca = (busca: string): string => {
  const partes = busca.split(SEPARADOR);
  return partes.length === 4 ? partes[3]! : "";
};

/**
 * What `q` looks for inside `busca`, or undefined for no filter. A term of digits and mask
 * punctuation only ("529.982.247", "5678") is a piece of a CPF or IMEI: its digits (which also
 * find a model like "iPhone 13" by "13"); anything else is text.
 */
export function termoBuscaContrato(q: string | undefined): string | undefined {
  const t = (q ?? "").trim();
  if (!t) return undefined;
  if (/^[\d.\-/\s]+$/.test(t) && /\d/.test(t)) return somenteDigitos(t);
  return normalizarTextoBusca(t) || undefined;
}

/** The same rule the index filter applies, for anything filtering in memory (tests, screens). */
export const casaBuscaContrato = (busca: string, q: string | undefined): boolean => {
  const termo = termoBuscaContrato(q);
  return !termo || busca.includes(termo);
};

const vazioComoAusente = (v: unknown) => (v === "" ? undefined : v);

/** GET /api/contratos?status=&q=&cursor=&limit= (an empty `status` is 'Todos Status'). */
export const ListarContratosQuery = preguicoso(() => z.object({
  // The blank becomes absent before the enum reads it; the outer optional keeps `status` optional in
  // the input type (an absent value passes through it unchanged).
  status: z.optional(z.pipe(z.transform(vazioComoAusente), z.optional(z.enum(STATUS_CONTRATO, { error: MSG_CONTRATO.statusInvalido })))),
  q: z.optional(z.string().check(z.trim(), z.maxLength(BUSCA_MAXIMO, MSG_CONTRATO.buscaLonga(BUSCA_MAXIMO)))),
  limit: z._default(
    z.coerce.number({ error: MSG_CONTRATO.limite(LIMITE_CONTRATOS.maximo) }).check(
      z.int(MSG_CONTRATO.limite(LIMITE_CONTRATOS.maximo)),
      z.gte(1, MSG_CONTRATO.limite(LIMITE_CONTRATOS.maximo)),
      z.lte(LIMITE_CONTRATOS.maximo, MSG_CONTRATO.limite(LIMITE_CONTRATOS.maximo)),
    ),
    LIMITE_CONTRATOS.padrao,
  ),
  cursor: z.optional(z.string().check(z.maxLength(2000, "Cursor inválido"))),
}));
export type ListarContratosQuery = z.infer<typeof ListarContratosQuery>;
