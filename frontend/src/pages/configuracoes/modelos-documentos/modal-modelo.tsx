/**
 * 'Novo Modelo' / 'Editar Modelo' (SPEC section 2): the same zod schema as POST and PUT
 * /api/modelos-documentos. On a save error the dialog stays open with 'Erro ao salvar modelo:
 * {reason}'. Saving an active template tells first which active template of the type it displaces.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { Dialog } from "primereact/dialog";
import { InputText } from "primereact/inputtext";
import { Message } from "primereact/message";
import { Controller, useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { ROTULO_TIPO_DOCUMENTO, TIPOS_DOCUMENTO } from "../../../../../shared/documentos/placeholders";
import { placeholdersDesconhecidos } from "../../../../../shared/documentos/renderizar";
import { ModeloDocumentoInput, MSG_MODELOS, type ModeloDocumento } from "../../../../../shared/documentos/schemas";
import { BannerErro } from "../../../components/banner-erro";
import { Campo } from "../../../components/campo";
import { useSalvarModelo } from "../../../features/documentos/api/modelos-api";
import { aplicarErrosServidor, mensagemDe } from "../../../lib/erros-formulario";
import { EditorModelo } from "./editor-modelo";

type Entrada = z.input<typeof ModeloDocumentoInput>;
type Saida = z.output<typeof ModeloDocumentoInput>;

interface Props {
  /** undefined = a new template. */
  modelo?: ModeloDocumento;
  /** Every template of the company, to name the active one a save would displace. */
  modelos: ModeloDocumento[];
  onFechar: () => void;
}

export function ModalModelo({ modelo, modelos, onFechar }: Props) {
  const salvar = useSalvarModelo();
  const { register, handleSubmit, formState, setError, setValue, watch, control } = useForm<Entrada, unknown, Saida>({
    resolver: zodResolver(ModeloDocumentoInput),
    defaultValues: { nome: modelo?.nome ?? "", tipo: modelo?.tipo ?? "contrato", conteudo: modelo?.conteudo ?? "", ativo: modelo?.ativo ?? true },
  });
  const e = formState.errors;
  const [tipo, ativo, conteudo] = watch(["tipo", "ativo", "conteudo"]);
  const desconhecidos = placeholdersDesconhecidos(conteudo, tipo);
  const deslocado = ativo ? modelos.find((m) => m.tipo === tipo && m.ativo && m.id !== modelo?.id) : undefined;
  const titulo = modelo ? "Editar Modelo" : "Novo Modelo";

  const enviar = handleSubmit((dados) =>
    salvar.mutate({ id: modelo?.id, dados }, { onSuccess: onFechar, onError: (erro) => aplicarErrosServidor(erro, setError) }),
  );

  return (
    <Dialog header={titulo} visible onHide={onFechar} modal style={{ width: "72rem", maxWidth: "95vw" }} className="modal-modelo">
      <form onSubmit={enviar} noValidate aria-label={titulo}>
        <BannerErro mensagem={salvar.isError ? MSG_MODELOS.erroSalvar(mensagemDe(salvar.error, "erro desconhecido")) : null} />
        <div className="modelo-linha">
          <Campo id="modelo_nome" rotulo="Nome do Modelo" erro={e.nome?.message}>
            <InputText id="modelo_nome" autoFocus placeholder="Contrato de Venda Padrão" className={e.nome ? "p-invalid" : ""} {...register("nome")} />
          </Campo>
          <Campo id="modelo_tipo" rotulo="Tipo" erro={e.tipo?.message}>
            <select id="modelo_tipo" className={`p-inputtext${e.tipo ? " p-invalid" : ""}`} {...register("tipo")}>
              {TIPOS_DOCUMENTO.map((t) => (
                <option key={t} value={t}>
                  {ROTULO_TIPO_DOCUMENTO[t]}
                </option>
              ))}
            </select>
          </Campo>
          <div className="modelo-ativo">
            <Controller
              control={control}
              name="ativo"
              render={({ field }) => <Checkbox inputId="modelo_ativo" checked={field.value ?? true} onChange={(ev) => field.onChange(Boolean(ev.checked))} />}
            />
            <label htmlFor="modelo_ativo">Modelo ativo</label>
          </div>
        </div>
        {deslocado && (
          <Message
            severity="warn"
            className="modelo-aviso"
            text={`O modelo "${deslocado.nome}" é o modelo de ${ROTULO_TIPO_DOCUMENTO[tipo].toLowerCase()} ativo e será desativado ao salvar: só um modelo de cada tipo fica ativo, e é ele que as vendas usam.`}
          />
        )}

        <div className={`campo${e.conteudo ? " campo-invalido" : ""}`}>
          <span className="rotulo-campo" id="modelo_conteudo_rotulo">
            Conteúdo
          </span>
          <EditorModelo
            id="modelo_conteudo"
            rotuloId="modelo_conteudo_rotulo"
            descricao={e.conteudo ? "modelo_conteudo-erro" : undefined}
            valorInicial={modelo?.conteudo ?? ""}
            tipo={tipo}
            invalido={Boolean(e.conteudo)}
            onChange={(html) => setValue("conteudo", html, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
          />
          {e.conteudo && (
            <small className="p-error" id="modelo_conteudo-erro" role="alert">
              {e.conteudo.message}
            </small>
          )}
          {desconhecidos.length > 0 && (
            <Message
              severity="warn"
              className="modelo-aviso"
              text={`Marcadores não reconhecidos para ${ROTULO_TIPO_DOCUMENTO[tipo].toLowerCase()}: ${desconhecidos.join(", ")}. Eles aparecerão no documento exatamente como foram digitados.`}
            />
          )}
        </div>

        <div className="modal-rodape">
          <Button type="button" label="Cancelar" outlined onClick={onFechar} disabled={salvar.isPending} />
          <Button type="submit" label={salvar.isPending ? "Salvando..." : modelo ? "Atualizar Modelo" : "Criar Modelo"} disabled={salvar.isPending} />
        </div>
      </form>
    </Dialog>
  );
}
