/** /cadastro/fornecedor — the company's suppliers: list, search, create, edit, delete. */
import { useState } from "react";
import { mascararCnpj } from "../../../../../shared/br/cnpj";
import { mascararTelefone } from "../../../../../shared/br/telefone";
import { filtrar } from "../../../../../shared/cadastro/busca";
import { comCausa, MSG_CADASTRO as M } from "../../../../../shared/cadastro/mensagens";
import type { Fornecedor } from "../../../../../shared/cadastro/schemas";
import { usePode } from "../../../app/guards";
import { useAvisos } from "../../../components/avisos";
import { confirmarExclusao } from "../../../components/confirmar-exclusao";
import { ListaCadastro } from "../../../components/lista-cadastro";
import { fornecedoresApi } from "../../../features/cadastro/api/cadastros-api";
import { mensagemDe } from "../../../lib/erros-formulario";
import { FornecedorDialogo } from "./fornecedor-dialogo";

const ausente = <span className="texto-ausente">—</span>;

export default function FornecedoresPage() {
  const excluir = fornecedoresApi.useExcluir();
  const podeFazer = usePode();
  const avisos = useAvisos();
  const [busca, setBusca] = useState("");
  const lista = fornecedoresApi.useListaPaginada(busca, filtrar.fornecedores);
  const [editando, setEditando] = useState<Fornecedor | "novo" | null>(null);
  const [erroAcao, setErroAcao] = useState<string | null>(null);

  const pedirExclusao = (f: Fornecedor) =>
    confirmarExclusao(M.confirmarExclusao("fornecedor"), () => {
      setErroAcao(null);
      excluir.mutate(f.id, {
        onSuccess: () => avisos.sucesso(M.excluido("fornecedor")),
        onError: (erro) => setErroAcao(mensagemDe(erro, M.erroExcluir("fornecedor"))),
      });
    });

  return (
    <>
      {avisos.elemento}
      <ListaCadastro<Fornecedor>
        titulo="Fornecedores"
        acaoNova={{ rotulo: "Novo Fornecedor", aoClicar: () => setEditando("novo") }}
        busca={busca}
        aoBuscar={setBusca}
        placeholderBusca="Buscar por nome ou código..."
        itens={lista.itens}
        mais={lista.mais}
        carregando={lista.carregando}
        erroCarregar={lista.erro ? comCausa(M.erroCarregar("fornecedor"), lista.erro.message) : null}
        erroAcao={erroAcao}
        colunas={[
          { titulo: "Código", corpo: (f) => f.codigo, largura: "7rem" },
          { titulo: "Nome", corpo: (f) => f.nome },
          { titulo: "CNPJ", corpo: (f) => (f.cnpj ? mascararCnpj(f.cnpj) : ausente) },
          { titulo: "Telefone", corpo: (f) => (f.telefone ? mascararTelefone(f.telefone) : ausente) },
          { titulo: "Email", corpo: (f) => f.email ?? ausente },
        ]}
        rotuloItem={(f) => f.nome}
        aoEditar={setEditando}
        aoExcluir={podeFazer("excluir") ? pedirExclusao : undefined}
        vazio="Nenhum fornecedor encontrado"
      />
      {editando && (
        <FornecedorDialogo
          fornecedor={editando === "novo" ? undefined : editando}
          aoFechar={() => setEditando(null)}
          aoSalvar={() => {
            setEditando(null);
            avisos.sucesso(M.salvo("fornecedor"));
          }}
        />
      )}
    </>
  );
}
