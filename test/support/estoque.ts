/** Registry records a stock test needs, created through the API like a user would. */
import { chamarApi } from "./api";
import { novoImei } from "./fabricas";

export async function produtoEFornecedor(token: string, produto: Record<string, unknown> = {}) {
  const marcas = await chamarApi("GET", "/api/marcas", { token });
  const categorias = await chamarApi("GET", "/api/categorias", { token });
  const p = await chamarApi("POST", "/api/produtos", {
    token,
    body: {
      nome_modelo: "Galaxy A15 128GB",
      marca_id: marcas.body.items[0].id,
      categoria_id: categorias.body.items[0].id,
      descricao: null,
      custo_base: 800,
      tipo_margem: "percentual",
      valor_margem: 20,
      estoque_minimo: 2,
      ...produto,
    },
  });
  if (p.status !== 201) throw new Error(`produto: ${p.status} ${JSON.stringify(p.body)}`);
  const f = await chamarApi("POST", "/api/fornecedores", { token, body: { nome: "Distribuidora Central", cnpj: null, telefone: null, email: null, endereco: null } });
  if (f.status !== 201) throw new Error(`fornecedor: ${f.status} ${JSON.stringify(f.body)}`);
  return { produto: p.body, fornecedor: f.body };
}

export const entrada = (produtoId: string, fornecedorId: string, imeis: string[] = [novoImei()], extra: Record<string, unknown> = {}) => ({
  produto_id: produtoId,
  fornecedor_id: fornecedorId,
  data_entrada: "2026-11-20",
  valor_unitario: 812.5,
  itens: imeis.map((imei, i) => ({ imei, cor: i % 2 ? "Azul" : "Preto" })),
  ...extra,
});
