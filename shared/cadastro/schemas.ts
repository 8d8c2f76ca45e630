/** Brands, categories, suppliers and customers: zod inputs and DTOs (docs/api.md, spec sections 3 and 5). */
import { camposEndereco } from "../br/endereco-schema";
import * as z from "../zod";
import {
  cnpjOpcional,
  cpfOpcional,
  dataNascimentoBr,
  dataNascimentoIso,
  emailOpcional,
  LIMITES,
  telefoneOpcional,
  textoObrigatorio,
  textoOpcional,
} from "./campos";
import { MSG_CADASTRO as M } from "./mensagens";
import { preguicoso } from "../preguicoso";
import { CANAIS } from "../mensagens/schemas";

export { ListaPaginadaQuery, ListaQuery } from "./campos";

export const MarcaInput = preguicoso(() => z.object({ nome: textoObrigatorio("Nome da marca", M.obrigatorio.nomeMarca) }));
export type MarcaInput = z.infer<typeof MarcaInput>;
export const CategoriaInput = preguicoso(() => z.object({ nome: textoObrigatorio("Nome da categoria", M.obrigatorio.nomeCategoria) }));
export type CategoriaInput = z.infer<typeof CategoriaInput>;

/** A brand or a category (both are a code and a name, kept per company). */
export const RegistroSimples = preguicoso(() => z.object({ id: z.string(), codigo: z.string(), nome: z.string(), created_at: z.string() }));
export type RegistroSimples = z.infer<typeof RegistroSimples>;
export const Marca = RegistroSimples;
export type Marca = RegistroSimples;
export const Categoria = RegistroSimples;
export type Categoria = RegistroSimples;

export const FornecedorInput = preguicoso(() => z.object({
  nome: textoObrigatorio("Nome", M.obrigatorio.nome),
  cnpj: cnpjOpcional,
  telefone: telefoneOpcional,
  email: emailOpcional,
  endereco: textoOpcional("Endereço", LIMITES.endereco),
}));
export type FornecedorInput = z.infer<typeof FornecedorInput>;

export const Fornecedor = preguicoso(() => z.object({
  id: z.string(),
  codigo: z.string(),
  nome: z.string(),
  cnpj: z.nullable(z.string()),
  telefone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  endereco: z.nullable(z.string()),
  created_at: z.string(),
}));
export type Fornecedor = z.infer<typeof Fornecedor>;

/** Channels a customer refused (issue 31 item 2): never used for them, whatever the message. */
export const NaoContatarPor = preguicoso(() => z._default(z.array(z.enum(CANAIS, { error: M.canalInvalido })).check(z.maxLength(CANAIS.length, M.canalInvalido)), []));

export const ClienteInput = preguicoso(() => z.object({
  nome: textoObrigatorio("Nome", M.obrigatorio.nome),
  cpf: cpfOpcional,
  telefone: telefoneOpcional,
  /** Optional: the e-mail channel of the customer's messages (after WhatsApp and SMS). */
  email: emailOpcional,
  nao_contatar_por: NaoContatarPor,
  endereco: textoOpcional("Endereço", LIMITES.endereco),
  /** Optional, beside `endereco`, printed on the boleto slip: CEP as 8 digits, UF upper case. */
  ...camposEndereco,
  data_nasc: dataNascimentoIso,
}));
export type ClienteInput = z.infer<typeof ClienteInput>;

/** The customer screen's form: the same rules, the birth date typed dd/mm/aaaa. */
export const ClienteForm = preguicoso(() => z.extend(ClienteInput, { data_nasc: dataNascimentoBr }));
export type ClienteForm = z.input<typeof ClienteForm>;

export const Cliente = preguicoso(() => z.object({
  id: z.string(),
  nome: z.string(),
  cpf: z.nullable(z.string()),
  telefone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  nao_contatar_por: z.array(z.enum(CANAIS)),
  endereco: z.nullable(z.string()),
  cep: z.nullable(z.string()),
  cidade: z.nullable(z.string()),
  uf: z.nullable(z.string()),
  data_nasc: z.nullable(z.string()),
  created_at: z.string(),
}));
export type Cliente = z.infer<typeof Cliente>;

export const listaDe = <T extends z.core.$ZodType>(item: T) => z.object({ items: z.array(item) });
