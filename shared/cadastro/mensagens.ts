/** pt-BR texts of the registries (docs/especificacao.md sections 2, 5 and 8), shared by handlers and screens. */
import { MSG_GENERICA } from "../mensagens-genericas";

/** Per-resource words; `o` is the gender ending ("esta marca", "este fornecedor", "salva/salvo"). */
export const TEXTOS_RECURSO = {
  marca: { singular: "marca", plural: "marcas", este: "esta marca", o: "a" },
  categoria: { singular: "categoria", plural: "categorias", este: "esta categoria", o: "a" },
  fornecedor: { singular: "fornecedor", plural: "fornecedores", este: "este fornecedor", o: "o" },
  cliente: { singular: "cliente", plural: "clientes", este: "este cliente", o: "o" },
  produto: { singular: "produto", plural: "produtos", este: "este produto", o: "o" },
} as const;

/** What can point at a record (usage counters on the referenced item). */
export const USOS = {
  produtos: ["produto", "produtos"],
  entradas: ["entrada de estoque", "entradas de estoque"],
  vendas: ["venda", "vendas"],
} as const;
export type Uso = keyof typeof USOS;
export type RecursoCadastro = keyof typeof TEXTOS_RECURSO;

export const MSG_CADASTRO = {
  obrigatorio: {
    nomeMarca: "Nome da marca é obrigatório",
    nomeCategoria: "Nome da categoria é obrigatório",
    nome: "Nome é obrigatório",
    nomeModelo: "Nome do modelo é obrigatório",
    marca: "Marca é obrigatória",
    categoria: "Categoria é obrigatória",
    custoBase: "Custo base é obrigatório",
    tipoMargem: "Tipo de margem é obrigatório",
    valorMargem: "Valor da margem é obrigatório",
  },
  custoPositivo: "Custo base deve ser positivo",
  margemNegativa: "Valor da margem deve ser maior ou igual a zero",
  estoqueMinimo: "Estoque mínimo deve ser maior ou igual a zero",
  estoqueMinimoInteiro: "Estoque mínimo deve ser um número inteiro",
  numeroInvalido: "Informe um número válido",
  valorMuitoAlto: "Valor muito alto",
  textoLongo: MSG_GENERICA.textoLongo,
  cnpjInvalido: "CNPJ inválido",
  cpfInvalido: "CPF inválido",
  emailInvalido: "Email inválido",
  canalInvalido: "Canal deve ser whatsapp, sms ou email",
  telefoneInvalido: "Telefone inválido",
  dataNascimentoInvalida: "Data de nascimento inválida",
  cnpjDuplicadoFornecedor: "CNPJ já cadastrado para outro fornecedor",
  cpfDuplicadoCliente: "CPF já cadastrado para outro cliente",
  marcaNaoEncontrada: "Marca não encontrada",
  categoriaNaoEncontrada: "Categoria não encontrada",
  marcaNaoInformada: "Marca não informada",
  categoriaNaoInformada: "Categoria não informada",
  buscaProdutos: "Buscar por nome, código, marca ou categoria...",
  /** 404 of a path id: missing and another company's look the same (docs/api.md). */
  naoEncontrado: (r: RecursoCadastro) => `${capitalizar(TEXTOS_RECURSO[r].singular)} não encontrad${TEXTOS_RECURSO[r].o}`,
  /** 409 when a record others point at is deleted: "Não é possível excluir esta marca: ela está vinculada a 2 produtos." */
  emUso: (r: RecursoCadastro, uso: Uso, n: number) => {
    const t = TEXTOS_RECURSO[r];
    return `Não é possível excluir ${t.este}: ${t.o === "a" ? "ela" : "ele"} está vinculad${t.o} a ${n} ${USOS[uso][n === 1 ? 0 : 1]}.`;
  },
  /** The record changed between our read and our write too many times in a row. */
  concorrencia: "O registro foi alterado ao mesmo tempo por outro usuário. Tente novamente.",
  confirmarExclusao: (r: RecursoCadastro) => `Tem certeza que deseja excluir ${TEXTOS_RECURSO[r].este}?`,
  erroCarregar: (r: RecursoCadastro) => `Erro ao carregar ${TEXTOS_RECURSO[r].plural}`,
  erroSalvar: (r: RecursoCadastro) => `Erro ao salvar ${TEXTOS_RECURSO[r].singular}`,
  erroExcluir: (r: RecursoCadastro) => `Erro ao excluir ${TEXTOS_RECURSO[r].singular}`,
  salvo: (r: RecursoCadastro) => `${capitalizar(TEXTOS_RECURSO[r].singular)} salv${TEXTOS_RECURSO[r].o} com sucesso!`,
  excluido: (r: RecursoCadastro) => `${capitalizar(TEXTOS_RECURSO[r].singular)} excluíd${TEXTOS_RECURSO[r].o} com sucesso!`,
  produto: {
    erroCarregarDados: "Erro ao carregar dados",
    erroCarregarEdicao: "Erro ao carregar produto para edição",
    erroAdicionarMarca: "Erro ao adicionar marca",
    erroAdicionarCategoria: "Erro ao adicionar categoria",
    erroCadastrar: "Erro ao cadastrar produto",
    erroAtualizar: "Erro ao atualizar produto",
    erroCarregar: "Erro ao carregar produtos",
    erroExcluir: "Erro ao excluir produto",
    nomeNovaRelacao: "Informe o nome",
  },
} as const;

function capitalizar(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "Erro ao carregar marcas: causa" — the spec appends the cause to loading errors. */
export const comCausa = (texto: string, causa?: string | null): string => (causa ? `${texto}: ${causa}` : texto);
