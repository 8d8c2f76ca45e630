/** /cadastro/cliente — the company's customers: list, search, create, edit, delete. */
import { useState } from "react";
import { mascararCpf } from "../../../../../shared/br/cpf";
import { formatarData } from "../../../../../shared/br/datas";
import { mascararTelefone } from "../../../../../shared/br/telefone";
import { filtrar } from "../../../../../shared/cadastro/busca";
import { comCausa, MSG_CADASTRO as M } from "../../../../../shared/cadastro/mensagens";
import type { Cliente } from "../../../../../shared/cadastro/schemas";
import { usePode } from "../../../app/guards";
import { useAvisos } from "../../../components/avisos";
import { confirmarExclusao } from "../../../components/confirmar-exclusao";
import { ListaCadastro } from "../../../components/lista-cadastro";
import { clientesApi } from "../../../features/cadastro/api/cadastros-api";
import { mensagemDe } from "../../../lib/erros-formulario";
import { ClienteDialogo } from "./cliente-dialogo";

const ausente = <span className="texto-ausente">—</span>;

export default function ClientesPage() {
  const excluir = clientesApi.useExcluir();
  const podeFazer = usePode();
  const avisos = useAvisos();
  const [busca, setBusca] = useState("");
  const lista = clientesApi.useListaPaginada(busca, filtrar.clientes);
  const [editando, setEditando] = useState<Cliente | "novo" | null>(null);
  const [erroAcao, setErroAcao] = useState<string | null>(null);

  const pedirExclusao = (c: Cliente) =>
    confirmarExclusao(M.confirmarExclusao("cliente"), () => {
      setErroAcao(null);
      excluir.mutate(c.id, {
        onSuccess: () => avisos.sucesso(M.excluido("cliente")),
        onError: (erro) => setErroAcao(mensagemDe(erro, M.erroExcluir("cliente"))),
      });
    });

  return (
    <>
      {avisos.elemento}
      <ListaCadastro<Cliente>
        titulo="Clientes"
        acaoNova={{ rotulo: "Novo Cliente", aoClicar: () => setEditando("novo") }}
        busca={busca}
        aoBuscar={setBusca}
        placeholderBusca="Buscar por nome ou CPF..."
        itens={lista.itens}
        mais={lista.mais}
        carregando={lista.carregando}
        erroCarregar={lista.erro ? comCausa(M.erroCarregar("cliente"), lista.erro.message) : null}
        erroAcao={erroAcao}
        colunas={[
          { titulo: "Nome", corpo: (c) => c.nome },
          { titulo: "CPF", corpo: (c) => (c.cpf ? <span className="sem-quebra">{mascararCpf(c.cpf)}</span> : ausente) },
          { titulo: "Telefone", corpo: (c) => (c.telefone ? <span className="sem-quebra">{mascararTelefone(c.telefone)}</span> : ausente) },
          { titulo: "Nascimento", corpo: (c) => (c.data_nasc ? formatarData(c.data_nasc) : ausente), largura: "9rem" },
        ]}
        rotuloItem={(c) => c.nome}
        aoEditar={setEditando}
        aoExcluir={podeFazer("excluir") ? pedirExclusao : undefined}
        vazio="Nenhum cliente encontrado"
      />
      {editando && (
        <ClienteDialogo
          cliente={editando === "novo" ? undefined : editando}
          aoFechar={() => setEditando(null)}
          aoSalvar={() => {
            setEditando(null);
            avisos.sucesso(M.salvo("cliente"));
          }}
        />
      )}
    </>
  );
}
