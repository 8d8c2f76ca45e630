import { describe, expect, it } from "vitest";
import { MSG_CADASTRO } from "../../shared/cadastro/mensagens";
import { ProdutoInput } from "../../shared/cadastro/produto";
import { ClienteForm, ClienteInput, FornecedorInput, MarcaInput } from "../../shared/cadastro/schemas";
import { camposProduto } from "../../functions/cadastro/domain";

const erros = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("esquemas dos cadastros", () => {
  it("fornecedor: normaliza documentos e vazios, e dá as mensagens da especificação", () => {
    expect(FornecedorInput.parse({ nome: " A ", cnpj: "11.222.333/0001-81", telefone: "(11) 3333-4444", email: " X@Y.COM ", endereco: "" })).toEqual({
      nome: "A",
      cnpj: "11222333000181",
      telefone: "1133334444",
      email: "x@y.com",
      endereco: null,
    });
    expect(erros(FornecedorInput.safeParse({ nome: "", cnpj: "1", email: "a@", telefone: "1" }))).toEqual({
      nome: "Nome é obrigatório",
      cnpj: "CNPJ inválido",
      email: "Email inválido",
      telefone: "Telefone inválido",
    });
  });

  it("fornecedor: CNPJ alfanumérico em qualquer grafia vira a forma normal; telefone colado com +55 vira o número nacional", () => {
    for (const cnpj of ["12.ABC.345/01DE-35", "12abc34501de35", "12.abc.345/01DE-35"]) {
      expect(FornecedorInput.parse({ nome: "A", cnpj }).cnpj).toBe("12ABC34501DE35");
    }
    expect(FornecedorInput.parse({ nome: "A", telefone: "+55 11 98765-4321" }).telefone).toBe("11987654321");
    expect(FornecedorInput.parse({ nome: "A", telefone: "5511987654321" }).telefone).toBe("11987654321");
    expect(FornecedorInput.parse({ nome: "A", telefone: "11987654321" }).telefone).toBe("11987654321");
    expect(erros(FornecedorInput.safeParse({ nome: "A", cnpj: "12.ABC.345/01DE-3A", telefone: "+1 415 555 0100" }))).toEqual({
      cnpj: "CNPJ inválido",
      telefone: "Telefone inválido",
    });
    expect(erros(ClienteInput.safeParse({ nome: "M", telefone: "+55 11 98765-4321 ".repeat(3) }))).toEqual({ telefone: "Telefone inválido" });
  });

  it("cliente: CPF com dígitos verificadores; a tela envia a data dd/mm/aaaa que vira YYYY-MM-DD", () => {
    expect(ClienteInput.parse({ nome: "M", cpf: "529.982.247-25" }).cpf).toBe("52998224725");
    expect(erros(ClienteInput.safeParse({ nome: "M", cpf: "529.982.247-24" }))).toEqual({ cpf: "CPF inválido" });
    expect(ClienteForm.parse({ nome: "M", data_nasc: "31/12/1990" }).data_nasc).toBe("1990-12-31");
    expect(ClienteForm.parse({ nome: "M", data_nasc: "" }).data_nasc).toBeNull();
    expect(erros(ClienteForm.safeParse({ nome: "M", data_nasc: "31/02/1990" }))).toEqual({ data_nasc: "Data de nascimento inválida" });
  });

  it("marca: nome em branco é recusado com a mensagem da especificação", () => {
    expect(erros(MarcaInput.safeParse({ nome: "  " }))).toEqual({ nome: "Nome da marca é obrigatório" });
  });

  it.each([
    [{ custo_base: null }, "custo_base", "Custo base é obrigatório"],
    [{ custo_base: 0 }, "custo_base", "Custo base deve ser positivo"],
    [{ custo_base: "abc" }, "custo_base", "Informe um número válido"],
    [{ valor_margem: null }, "valor_margem", "Valor da margem é obrigatório"],
    [{ tipo_margem: "" }, "tipo_margem", "Tipo de margem é obrigatório"],
    [{ estoque_minimo: -1 }, "estoque_minimo", "Estoque mínimo deve ser maior ou igual a zero"],
    [{ estoque_minimo: 1.5 }, "estoque_minimo", "Estoque mínimo deve ser um número inteiro"],
    [{ marca_id: "" }, "marca_id", "Marca é obrigatória"],
    [{ categoria_id: "" }, "categoria_id", "Categoria é obrigatória"],
    [{ nome_modelo: "" }, "nome_modelo", "Nome do modelo é obrigatório"],
  ])("produto %j → %s: %s", (sobrepor, campo, mensagem) => {
    const base = { nome_modelo: "X", marca_id: "m", categoria_id: "c", custo_base: 10, tipo_margem: "real", valor_margem: 1 };
    expect(erros(ProdutoInput.safeParse({ ...base, ...sobrepor }))[campo]).toBe(mensagem);
  });

  it("produto: o preço final guardado é o da regra de preço, em centavos, e a margem em reais fica no centavo", () => {
    const p = ProdutoInput.parse({ nome_modelo: "X", marca_id: "m", categoria_id: "c", custo_base: 99.9, valor_margem: 33.33 });
    expect(p.tipo_margem).toBe("percentual");
    expect(camposProduto(p)).toMatchObject({ custo_base_centavos: 9990, preco_final_centavos: 14984, valor_margem: 33.33, estoque_minimo: null, descricao: null });
    const real = ProdutoInput.parse({ nome_modelo: "X", marca_id: "m", categoria_id: "c", custo_base: 10, tipo_margem: "real", valor_margem: 1.01 });
    expect(camposProduto(real)).toMatchObject({ valor_margem: 1.01, preco_final_centavos: 1101 });
  });

  it("mensagens de uso e de tela seguem o gênero de cada cadastro", () => {
    expect(MSG_CADASTRO.emUso("marca", "produtos", 2)).toBe("Não é possível excluir esta marca: ela está vinculada a 2 produtos.");
    expect(MSG_CADASTRO.emUso("cliente", "vendas", 1)).toBe("Não é possível excluir este cliente: ele está vinculado a 1 venda.");
    expect(MSG_CADASTRO.confirmarExclusao("categoria")).toBe("Tem certeza que deseja excluir esta categoria?");
    expect(MSG_CADASTRO.confirmarExclusao("fornecedor")).toBe("Tem certeza que deseja excluir este fornecedor?");
    expect(MSG_CADASTRO.erroCarregar("fornecedor")).toBe("Erro ao carregar fornecedores");
    expect(MSG_CADASTRO.erroSalvar("categoria")).toBe("Erro ao salvar categoria");
    expect(MSG_CADASTRO.erroExcluir("cliente")).toBe("Erro ao excluir cliente");
    expect(MSG_CADASTRO.naoEncontrado("marca")).toBe("Marca não encontrada");
  });
});
