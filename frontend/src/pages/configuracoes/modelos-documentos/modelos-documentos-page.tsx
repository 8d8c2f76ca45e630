/**
 * /configuracoes/modelos-documentos (admin; SPEC section 2) — the contract and warranty
 * templates: filters by name and type, the table, the create/edit dialog with the rich-text
 * editor, the preview with sample data and printing. Warns when the active contract template lacks
 * {{cet_anual}} (CDC art. 52: the effective annual rate in writing); stored templates are never
 * rewritten, so the admin adds it. Says which contract a boleto sale prints now: the active
 * template, or the default one when none is active. Warns while the shop's address is incomplete, and while the
 * shop's first step 'contract template' is open offers to keep the default.
 */
import { useQuery } from "@tanstack/react-query";
import { Button } from "primereact/button";
import { ConfirmDialog, confirmDialog } from "primereact/confirmdialog";
import { InputText } from "primereact/inputtext";
import { Message } from "primereact/message";
import { useMemo, useState } from "react";
import "quill/dist/quill.snow.css";
import { divulgacoesAusentes, msgDivulgacoesAusentes, ROTULO_TIPO_DOCUMENTO, TIPOS_DOCUMENTO, type TipoDocumento } from "../../../../../shared/documentos/placeholders";
import { contratoEmVigor } from "../../../../../shared/documentos/modelos-padrao";
import { MSG_MODELOS, type ModeloDocumento } from "../../../../../shared/documentos/schemas";
import { MSG_PRIMEIROS_PASSOS, passoFeito } from "../../../../../shared/empresa/primeiros-passos";
import { useSessao } from "../../../app/guards";
import { AvisoSemEndereco } from "../../../components/aviso-sem-endereco";
import { Carregando } from "../../../components/carregando";
import { modelosQueries, useExcluirModelo } from "../../../features/documentos/api/modelos-api";
import { useAcaoPrimeirosPassos } from "../../../features/empresa/api/primeiros-passos-api";
import { mensagemDe } from "../../../lib/erros-formulario";
import { BannerDispensavel } from "./banner-dispensavel";
import { ModalModelo } from "./modal-modelo";
import { ModalPreview } from "./modal-preview";
import { TabelaModelos } from "./tabela-modelos";
import "./modelos-documentos.css";

/** Closed, a new template, or one template being edited. */
type Edicao = { aberto: false } | { aberto: true; modelo?: ModeloDocumento };

export default function ModelosDocumentosPage() {
  const { empresa } = useSessao();
  const lista = useQuery(modelosQueries.lista());
  const excluir = useExcluirModelo();
  const usarPadrao = useAcaoPrimeirosPassos();
  const passos = empresa.primeiros_passos;
  // The shop's first step 'contract template' (dashboard): saving the active contract, or keeping the default, closes it.
  const passoContrato = !passoFeito(passos, "modelo_contrato") && !passos.dispensado;
  const [busca, setBusca] = useState("");
  const [tipo, setTipo] = useState<TipoDocumento | "">("");
  const [edicao, setEdicao] = useState<Edicao>({ aberto: false });
  const [vendo, setVendo] = useState<ModeloDocumento | null>(null);
  const [erroExcluir, setErroExcluir] = useState<string | null>(null);
  // A closed load error reappears only when a later load fails again.
  const [erroFechadoEm, setErroFechadoEm] = useState(0);

  const modelos = useMemo(() => lista.data ?? [], [lista.data]);
  const filtrados = useMemo(() => {
    const termo = busca.trim().toLocaleLowerCase("pt-BR");
    return modelos.filter((m) => (!termo || m.nome.toLocaleLowerCase("pt-BR").includes(termo)) && (!tipo || m.tipo === tipo));
  }, [modelos, busca, tipo]);
  const comFiltro = busca.trim() !== "" || tipo !== "";
  const contratoAtivo = modelos.find((m) => m.tipo === "contrato" && m.ativo);
  // What the active contract fails to tell the customer before signing (CDC arts. 52 and 54-B).
  const ausentes = contratoAtivo === undefined ? [] : divulgacoesAusentes(contratoAtivo.conteudo);
  const emVigor = contratoEmVigor(contratoAtivo);

  const pedirExclusao = (m: ModeloDocumento) =>
    confirmDialog({
      message: MSG_MODELOS.confirmarExclusao,
      header: "Excluir modelo",
      icon: "pi pi-exclamation-triangle",
      acceptLabel: "Excluir",
      rejectLabel: "Cancelar",
      acceptClassName: "p-button-danger",
      accept: () => {
        setErroExcluir(null);
        excluir.mutate(m.id, { onError: (erro) => setErroExcluir(MSG_MODELOS.erroExcluir(mensagemDe(erro, "erro desconhecido"))) });
      },
    });

  const erroCarregar = lista.isError && lista.errorUpdatedAt !== erroFechadoEm ? MSG_MODELOS.erroCarregar(mensagemDe(lista.error, "erro desconhecido")) : null;

  return (
    <section className="modelos-documentos">
      <ConfirmDialog />
      <div className="modelos-topo">
        <div>
          <h1>Modelos de Documentos</h1>
          <p className="nota modelos-empresa">{empresa.nome_fantasia}</p>
        </div>
        <Button icon="pi pi-plus" label="Novo Modelo" onClick={() => setEdicao({ aberto: true })} />
      </div>

      <BannerDispensavel mensagem={erroCarregar} onFechar={() => setErroFechadoEm(lista.errorUpdatedAt)} />
      <BannerDispensavel mensagem={erroExcluir} onFechar={() => setErroExcluir(null)} />
      {ausentes.length > 0 && <Message severity="warn" text={msgDivulgacoesAusentes(ausentes)} className="aviso-cet aviso-divulgacoes" />}
      {/* Which contract a boleto sale prints now: the active template, else the default one (never none). */}
      {lista.isSuccess &&
        (emVigor.padrao ? (
          <Message severity="info" text={MSG_MODELOS.contratoPadraoEmVigor} className="aviso-cet contrato-em-vigor" />
        ) : (
          <p className="nota contrato-em-vigor">{MSG_MODELOS.contratoEmVigor(emVigor.nome)}</p>
        ))}
      {/* Admin-only screen: the link to Dados Cadastrais always works here. */}
      <AvisoSemEndereco passos={passos} podeCorrigir />
      {passoContrato && (
        <div className="p-inline-message p-component p-inline-message-info aviso-passo-contrato">
          <span className="p-inline-message-icon pi pi-info-circle" aria-hidden />
          <span className="p-inline-message-text">{MSG_PRIMEIROS_PASSOS.passoContrato}</span>
          <Button
            type="button"
            size="small"
            outlined
            label={MSG_PRIMEIROS_PASSOS.usarModeloPadrao}
            loading={usarPadrao.isPending}
            onClick={() => usarPadrao.mutate("usar_modelo_padrao")}
          />
        </div>
      )}
      <BannerDispensavel mensagem={usarPadrao.isError ? MSG_PRIMEIROS_PASSOS.erro(mensagemDe(usarPadrao.error, "erro desconhecido")) : null} onFechar={() => usarPadrao.reset()} />

      <div className="modelos-filtros" role="search">
        <div className="campo">
          <label htmlFor="filtro_nome">Buscar por nome</label>
          <InputText id="filtro_nome" value={busca} placeholder="Digite o nome do modelo" onChange={(e) => setBusca(e.target.value)} />
        </div>
        <div className="campo">
          <label htmlFor="filtro_tipo">Tipo</label>
          <select id="filtro_tipo" className="p-inputtext" value={tipo} onChange={(e) => setTipo(e.target.value as TipoDocumento | "")}>
            <option value="">Todos os tipos</option>
            {TIPOS_DOCUMENTO.map((t) => (
              <option key={t} value={t}>
                {ROTULO_TIPO_DOCUMENTO[t]}
              </option>
            ))}
          </select>
        </div>
      </div>

      {lista.isPending ? (
        <Carregando texto="Carregando modelos..." />
      ) : (
        <TabelaModelos
          modelos={filtrados}
          comFiltro={comFiltro}
          onVer={setVendo}
          onEditar={(modelo) => setEdicao({ aberto: true, modelo })}
          onExcluir={pedirExclusao}
        />
      )}

      {edicao.aberto && (
        <ModalModelo key={edicao.modelo?.id ?? "novo"} modelo={edicao.modelo} modelos={modelos} onFechar={() => setEdicao({ aberto: false })} />
      )}
      {vendo && <ModalPreview modelo={vendo} nomeEmpresa={empresa.nome_fantasia} onFechar={() => setVendo(null)} />}
    </section>
  );
}
