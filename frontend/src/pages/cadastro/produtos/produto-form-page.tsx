/** /cadastro/produto and /cadastro/produto/editar/{id} — one form; cancel and save go to the list. */
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router-dom";
import { comCausa, MSG_CADASTRO as M } from "../../../../../shared/cadastro/mensagens";
import { BannerErro } from "../../../components/banner-erro";
import { Carregando } from "../../../components/carregando";
import { categoriasApi, marcasApi, produtosApi } from "../../../features/cadastro/api/cadastros-api";
import { ProdutoFormulario } from "./produto-formulario";
import "./produtos.css";

export default function ProdutoFormPage() {
  const { id } = useParams();
  const navegar = useNavigate();
  const marcas = useQuery(marcasApi.queries.lista());
  const categorias = useQuery(categoriasApi.queries.lista());
  const produto = useQuery({ ...produtosApi.queries.detalhe(id ?? ""), enabled: Boolean(id) });

  const titulo = id ? "Editar Produto" : "Cadastro de Produto";
  const erroRelacoes = marcas.error ?? categorias.error;
  let conteudo;
  if (id && produto.error) conteudo = <BannerErro mensagem={comCausa(M.produto.erroCarregarEdicao, produto.error.message)} />;
  else if (erroRelacoes) conteudo = <BannerErro mensagem={comCausa(M.produto.erroCarregarDados, erroRelacoes.message)} />;
  else if (marcas.isPending || categorias.isPending || (id && produto.isPending)) conteudo = <Carregando />;
  else
    conteudo = (
      <ProdutoFormulario
        key={produto.data?.id ?? "novo"}
        produto={id ? produto.data : undefined}
        marcas={marcas.data ?? []}
        categorias={categorias.data ?? []}
        aoConcluir={() => navegar("/cadastro/produto/lista")}
      />
    );

  return (
    <section>
      <h1>{titulo}</h1>
      {conteudo}
    </section>
  );
}
