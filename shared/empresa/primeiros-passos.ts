/**
 * First steps of a new shop (issue 30 item 11): what a shop still has to do for its documents and
 * its collection to come out right. Without an address a slip prints "Endereço do beneficiário —"
 * and the Pix payload's city falls back to "BRASIL"; without a WhatsApp the customer area and the
 * locked phone offer no contact; the collection settings (automatic locking starts off) and the
 * contract template are the shop's to review. GET /api/me answers the steps (`primeiros_passos`)
 * from the company item alone: its address and WhatsApp, and the flags the saves set on it
 * (`passo_cobranca_em` when the collection settings are first saved, `passo_modelo_contrato_em`
 * when a contract template is first saved or the shop keeps the default). The admin's dashboard
 * lists them until all are done or the shop dismisses the list (`passos_dispensados_em`); the
 * screens that make slips and contracts warn while the address is incomplete.
 * Plain data, no zod: the dashboard's first paint imports it.
 */

export const CHAVES_PASSOS = ["endereco", "whatsapp", "cobranca", "modelo_contrato"] as const;
export type ChavePasso = (typeof CHAVES_PASSOS)[number];

/** POST /api/empresa/primeiros-passos: keep the default contract template; hide the list for good. */
export const ACOES_PRIMEIROS_PASSOS = ["usar_modelo_padrao", "dispensar"] as const;
export type AcaoPrimeirosPassos = (typeof ACOES_PRIMEIROS_PASSOS)[number];

/** The company's attributes the steps read, as stored (a flag is an ISO instant, absent until set). */
export interface EstadoDaLoja {
  endereco: string | null;
  cep: string | null;
  cidade: string | null;
  uf: string | null;
  whatsapp: string | null;
  passo_cobranca_em?: string | null;
  passo_modelo_contrato_em?: string | null;
  passos_dispensados_em?: string | null;
}

export interface PrimeirosPassos {
  itens: { chave: ChavePasso; feito: boolean }[];
  /** Every step done. */
  concluido: boolean;
  /** The shop hid the list before finishing it. */
  dispensado: boolean;
}

const preenchido = (v: string | null | undefined) => Boolean(v && v.trim());

/** What a slip prints as the beneficiary's address, and the Pix its city: street, CEP, city and UF. */
export const enderecoCompleto = (e: Pick<EstadoDaLoja, "endereco" | "cep" | "cidade" | "uf">): boolean =>
  [e.endereco, e.cep, e.cidade, e.uf].every(preenchido);

export function primeirosPassos(e: EstadoDaLoja): PrimeirosPassos {
  const feito: Record<ChavePasso, boolean> = {
    endereco: enderecoCompleto(e),
    whatsapp: preenchido(e.whatsapp),
    cobranca: preenchido(e.passo_cobranca_em),
    modelo_contrato: preenchido(e.passo_modelo_contrato_em),
  };
  const itens = CHAVES_PASSOS.map((chave) => ({ chave, feito: feito[chave] }));
  return { itens, concluido: itens.every((i) => i.feito), dispensado: preenchido(e.passos_dispensados_em) };
}

/** Whether a step is done (false when the answer lacks it). */
export const passoFeito = (p: PrimeirosPassos, chave: ChavePasso): boolean => p.itens.some((i) => i.chave === chave && i.feito);

/** The dashboard shows the list until it is done or dismissed: it never nags a shop that chose otherwise. */
export const mostrarPrimeirosPassos = (p: PrimeirosPassos): boolean => !p.concluido && !p.dispensado;

export const CAMINHO_DADOS_CADASTRAIS = "/configuracoes/empresas/dados-cadastrais";
/** The 'Cobrança' panel of the company screen (its form's id). */
export const ANCORA_COBRANCA = "cobranca";

export interface PassoInicial {
  titulo: string;
  /** One sentence: why the step matters. */
  explicacao: string;
  /** The screen that completes it. */
  caminho: string;
}

export const PASSOS_INICIAIS: Record<ChavePasso, PassoInicial> = {
  endereco: {
    titulo: "Endereço da loja",
    explicacao: "Endereço, CEP, cidade e UF saem nos boletos como endereço do beneficiário, e a cidade no Pix.",
    caminho: CAMINHO_DADOS_CADASTRAIS,
  },
  whatsapp: {
    titulo: "WhatsApp da loja",
    explicacao: "Aparece para o cliente na Área do Cliente e na tela do aparelho bloqueado, para falar com a loja.",
    caminho: CAMINHO_DADOS_CADASTRAIS,
  },
  cobranca: {
    titulo: "Configurações de cobrança",
    explicacao:
      "Confira multa, juros e carência e salve: o bloqueio automático dos aparelhos em atraso fica desligado até a loja ligá-lo ali (plano Master).",
    caminho: `${CAMINHO_DADOS_CADASTRAIS}#${ANCORA_COBRANCA}`,
  },
  modelo_contrato: {
    titulo: "Modelo de contrato",
    explicacao: "Revise o contrato que sai em cada venda no boleto, ou fique com o modelo padrão.",
    caminho: "/configuracoes/modelos-documentos",
  },
};

export const MSG_PRIMEIROS_PASSOS = {
  titulo: "Primeiros passos",
  introducao: "Complete a sua loja para que boletos, Pix e contratos saiam certos.",
  feito: "Feito",
  pendente: "Pendente",
  usarModeloPadrao: "Usar o modelo padrão",
  dispensar: "Dispensar",
  passoContrato: "Primeiros passos: revise o modelo de contrato ativo e salve-o, ou fique com o modelo padrão.",
  erro: (detalhe: string) => `Erro ao atualizar os primeiros passos: ${detalhe}`,
  acaoInvalida: "Ação inválida: use 'usar_modelo_padrao' ou 'dispensar'.",
  semEndereco:
    "Sua loja ainda não tem endereço completo (endereço, CEP, cidade e UF): boletos e contratos saem sem o endereço da loja e o Pix sem a cidade.",
  cadastrarEndereco: "Cadastrar em Dados Cadastrais",
  pecaAoAdmin: "Peça ao administrador da loja para cadastrá-lo em Dados Cadastrais.",
} as const;
