/** /cadastro/produto/lista — product models with brand and category, search, edit and delete. */
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { formatarReais } from "../../../../../shared/br/dinheiro";
import { filtrar } from "../../../../../shared/cadastro/busca";
import { comCausa, MSG_CADASTRO as M } from "../../../../../shared/cadastro/mensagens";
import type { Produto } from "../../../../../shared/cadastro/produto";
import { usePode } from "../../../app/guards";
import { useAvisos } from "../../../components/avisos";
import { confirmarExclusao } from "../../../components/confirmar-exclusao";
import { ListaCadastro } from "../../../components/lista-cadastro";
import { produtosApi } from "../../../features/cadastro/api/cadastros-api";
import { ErroApi } from "../../../lib/api-client";
import "./produtos.css";

const ausente = (texto: string) => <span className="texto-ausente">{texto}</span>;

export default function ProdutosListaPage() {
  const navegar = useNavigate();
  const excluir = produtosApi.useExcluir();
  const podeFazer = usePode();
  const avisos = useAvisos();
  const [busca, setBusca] = useState("");
  const lista = produtosApi.useListaPaginada(busca, filtrar.produtos);
  const [erroAcao, setErroAcao] = useState<string | null>(null);

  const pedirExclusao = (p: Produto) =>
    confirmarExclusao(M.confirmarExclusao("produto"), () => {
      setErroAcao(null);
      excluir.mutate(p.id, {
        onSuccess: () => avisos.sucesso(M.excluido("produto")),
        // The server says why (e.g. the product has stock entries); otherwise the spec's text.
        onError: (erro) => setErroAcao(erro instanceof ErroApi && erro.status < 500 ? comCausa(M.produto.erroExcluir, erro.message) : M.produto.erroExcluir),
      });
    });

  return (
    <>
      {avisos.elemento}
      <ListaCadastro<Produto>
        titulo="Produtos"
        acaoNova={podeFazer("cadastrar") ? { rotulo: "Novo Produto", aoClicar: () => navegar("/cadastro/produto") } : undefined}
        busca={busca}
        aoBuscar={setBusca}
        placeholderBusca={M.buscaProdutos}
        itens={lista.itens}
        mais={lista.mais}
        carregando={lista.carregando}
        erroCarregar={lista.erro ? comCausa(M.produto.erroCarregar, lista.erro.message) : null}
        erroAcao={erroAcao}
        colunas={[
          { titulo: "Código", corpo: (p) => p.codigo, largura: "7rem" },
          { titulo: "Modelo", corpo: (p) => p.nome_modelo },
          { titulo: "Marca", corpo: (p) => p.marca?.nome ?? ausente(M.marcaNaoInformada) },
          { titulo: "Categoria", corpo: (p) => p.categoria?.nome ?? ausente(M.categoriaNaoInformada) },
          // The API leaves costs out for a role without `verCustos` (issue 30): the column goes too.
          ...(podeFazer("verCustos") ? [{ titulo: "Custo base", corpo: (p: Produto) => (p.custo_base === undefined ? "—" : formatarReais(p.custo_base)) }] : []),
          { titulo: "Preço final", corpo: (p) => formatarReais(p.preco_final) },
          { titulo: "Estoque mínimo", corpo: (p) => p.estoque_minimo ?? "—", largura: "8rem" },
        ]}
        rotuloItem={(p) => p.nome_modelo}
        aoEditar={podeFazer("cadastrar") ? (p) => navegar(`/cadastro/produto/editar/${p.id}`) : undefined}
        aoExcluir={podeFazer("excluir") ? pedirExclusao : undefined}
        vazio="Nenhum produto encontrado"
      />
    </>
  );
}
