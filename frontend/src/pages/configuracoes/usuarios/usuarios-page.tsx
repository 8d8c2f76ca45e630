/**
 * /configuracoes/empresas/usuarios — the company's users (spec sections 2, 5, 8). Admin only: any
 * other role is sent to /dashboard (the spec's behaviour for this route; the API answers 403 too).
 */
import { useQuery } from "@tanstack/react-query";
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { ConfirmDialog, confirmDialog } from "primereact/confirmdialog";
import { DataTable } from "primereact/datatable";
import { Tag } from "primereact/tag";
import { Toast } from "primereact/toast";
import { useRef, useState } from "react";
import { Navigate } from "react-router-dom";
import { formatarData } from "../../../../../shared/br/datas";
import type { Usuario } from "../../../../../shared/conta/schemas";
import { MSG_USUARIOS } from "../../../../../shared/usuarios/schemas";
import { useSessao } from "../../../app/guards";
import { ROTULO_PAPEL } from "../../../app/shell/rotulos";
import { BannerErro } from "../../../components/banner-erro";
import { Carregando } from "../../../components/carregando";
import { useAlterarAtivoUsuario, useExcluirUsuario, usuariosQueries } from "../../../features/usuarios/api/usuarios-api";
import { mensagemDe } from "../../../lib/erros-formulario";
import { DialogoUsuario } from "./dialogo-usuario";
import { LegendaPermissoes } from "./legenda-permissoes";
import "./usuarios.css";

export default function UsuariosPage() {
  const { usuario } = useSessao();
  if (usuario.tipo_acesso !== "admin") return <Navigate to="/dashboard" replace />;
  return <GestaoUsuarios eu={usuario.id} />;
}

/** What the dialog shows: closed, a new user, or one user being edited. */
type Edicao = { aberto: false } | { aberto: true; usuario?: Usuario };

function GestaoUsuarios({ eu }: { eu: string }) {
  const lista = useQuery(usuariosQueries.lista());
  const alterarAtivo = useAlterarAtivoUsuario();
  const excluir = useExcluirUsuario();
  const [edicao, setEdicao] = useState<Edicao>({ aberto: false });
  const [erroAcao, setErroAcao] = useState<string | null>(null);
  const toast = useRef<Toast>(null);
  const avisar = (detail: string) => toast.current?.show({ severity: "success", summary: "Pronto", detail, life: 3000 });

  const alternar = (u: Usuario) => {
    setErroAcao(null);
    alterarAtivo.mutate(
      { id: u.id, ativo: !u.ativo },
      {
        onSuccess: () => avisar(u.ativo ? "Usuário desativado." : "Usuário ativado."),
        onError: (erro) => setErroAcao(mensagemDe(erro, MSG_USUARIOS.erroStatus)),
      },
    );
  };

  const pedirExclusao = (u: Usuario) =>
    confirmDialog({
      message: MSG_USUARIOS.confirmarExclusao,
      header: "Excluir usuário",
      icon: "pi pi-exclamation-triangle",
      acceptLabel: "Excluir",
      rejectLabel: "Cancelar",
      acceptClassName: "p-button-danger",
      accept: () => {
        setErroAcao(null);
        excluir.mutate(u.id, {
          onSuccess: () => avisar("Usuário excluído."),
          onError: (erro) => setErroAcao(mensagemDe(erro, MSG_USUARIOS.erroExcluir)),
        });
      },
    });

  const status = (u: Usuario) => {
    const rotulo = u.ativo ? "Ativo" : "Inativo";
    const severidade = u.ativo ? "success" : "danger";
    // One's own status is not clickable: the API refuses deactivating oneself.
    if (u.id === eu) return <Tag value={rotulo} severity={severidade} />;
    return (
      <button
        type="button"
        className={`p-tag p-component p-tag-${severidade} usuarios-status`}
        title={u.ativo ? "Clique para desativar" : "Clique para ativar"}
        disabled={alterarAtivo.isPending}
        onClick={() => alternar(u)}
      >
        {rotulo}
      </button>
    );
  };

  const acoes = (u: Usuario) => (
    <div className="usuarios-acoes">
      <Button icon="pi pi-pencil" rounded text aria-label={`Editar ${u.nome}`} title="Editar" onClick={() => setEdicao({ aberto: true, usuario: u })} />
      {u.id !== eu && (
        <Button icon="pi pi-trash" rounded text severity="danger" aria-label={`Excluir ${u.nome}`} title="Excluir" onClick={() => pedirExclusao(u)} />
      )}
    </div>
  );

  return (
    <section>
      <Toast ref={toast} position="bottom-right" />
      <ConfirmDialog />
      <div className="usuarios-topo">
        <h1>Usuários</h1>
        <Button icon="pi pi-plus" label="Novo Usuário" onClick={() => setEdicao({ aberto: true })} />
      </div>
      <BannerErro mensagem={erroAcao} />
      {lista.isPending && <Carregando texto="Carregando usuários..." />}
      {lista.isError && <BannerErro mensagem={MSG_USUARIOS.erroCarregar} />}
      {lista.data && (
        <DataTable value={lista.data} dataKey="id" emptyMessage="Nenhum usuário cadastrado" stripedRows aria-label="Usuários da empresa">
          <Column field="nome" header="Nome" />
          <Column field="email" header="Email" />
          <Column header="Tipo de acesso" body={(u: Usuario) => ROTULO_PAPEL[u.tipo_acesso]} />
          <Column header="Status" body={status} />
          <Column header="Criado em" body={(u: Usuario) => formatarData(u.created_at)} />
          <Column header="Ações" body={acoes} />
        </DataTable>
      )}
      {/* Below the users: the list stays the first table of the screen. */}
      <LegendaPermissoes />
      {edicao.aberto && (
        <DialogoUsuario
          key={edicao.usuario?.id ?? "novo"}
          usuario={edicao.usuario}
          onFechar={() => setEdicao({ aberto: false })}
          onSalvo={(mensagem) => {
            setEdicao({ aberto: false });
            avisar(mensagem);
          }}
        />
      )}
    </section>
  );
}
