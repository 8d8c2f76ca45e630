/**
 * First steps of a new shop (issue 30 item 11): what is missing from the company's own data for
 * its documents to come out right. Without an address a slip prints "Endereço do beneficiário —",
 * the Pix payload's city falls back to "BRASIL" and the contract's place is blank; without a
 * WhatsApp the customer area offers no contact. The dashboard lists what is missing, and the
 * screen that makes slips and contracts (Nova Venda) says so while the address is missing.
 * Plain data, no zod: the dashboard's first paint imports it.
 */

/** The company's fields the steps read (as /api/me answers them). */
export interface DadosDaLoja {
  endereco: string | null;
  whatsapp: string | null;
}

export interface PassoInicial {
  chave: keyof DadosDaLoja;
  titulo: string;
  explicacao: string;
  /** The screen that completes it. */
  caminho: string;
}

export const PASSOS_INICIAIS: readonly PassoInicial[] = [
  {
    chave: "endereco",
    titulo: "Endereço da loja",
    explicacao: "Sai nos boletos (endereço do beneficiário), na cidade do Pix e no local do contrato.",
    caminho: "/configuracoes/empresas/dados-cadastrais",
  },
  {
    chave: "whatsapp",
    titulo: "WhatsApp da loja",
    explicacao: "Aparece para o cliente na Área do Cliente, para falar com a loja.",
    caminho: "/configuracoes/empresas/dados-cadastrais",
  },
];

const preenchido = (v: string | null | undefined) => Boolean(v && v.trim());

/** The steps still to do, in order; none once the company has what they ask. */
export const passosPendentes = (loja: DadosDaLoja): PassoInicial[] => PASSOS_INICIAIS.filter((p) => !preenchido(loja[p.chave]));

export const MSG_PRIMEIROS_PASSOS = {
  semEndereco:
    "Sua loja ainda não tem endereço cadastrado: boletos e contratos sairão sem o endereço do beneficiário. Cadastre-o em Configurações > Dados Cadastrais.",
} as const;
