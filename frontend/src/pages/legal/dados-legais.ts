/** Facts the three legal pages share, kept in one place for legal review before launch. */
import { CONTATO, LINKS_LEGAIS, NOME_PRODUTO } from "../landing/conteudo-landing";

export { CONTATO, LINKS_LEGAIS, NOME_PRODUTO };

/** Date shown as "Última atualização" on the three pages; change it whenever their text changes. */
export const ATUALIZADO_EM = "23 de novembro de 2026";

// Provisional channel, like the landing's contacts: replace with the official mailbox of the
// encarregado (LGPD art. 41) and add the operator's legal name and CNPJ before launch.
export const ENCARREGADO = {
  nome: "Encarregado de Proteção de Dados do ERP Celulares",
  email: "privacidade@erpcelulares.com.br",
} as const;

/** Where the data lives (infra/config.ts: region sa-east-1). */
export const HOSPEDAGEM = "Amazon Web Services (AWS), região de São Paulo (Brasil)";
