/**
 * "Novo Usuário" / "Editar Usuário" dialog: the same zod schemas as POST and PUT /api/usuarios
 * (senha required on create; on edit a blank senha keeps the current password). Server field
 * errors (e.g. an e-mail already in use) land on their fields.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { InputText } from "primereact/inputtext";
import { useForm, type Resolver } from "react-hook-form";
import type * as z from "zod/mini";
import { PAPEIS } from "../../../../../shared/api/routes";
import type { Usuario } from "../../../../../shared/conta/schemas";
import { MSG } from "../../../../../shared/mensagens";
import { AtualizarUsuarioInput, CriarUsuarioInput, MSG_USUARIOS } from "../../../../../shared/usuarios/schemas";
import { ROTULO_PAPEL } from "../../../app/shell/rotulos";
import { BannerErro } from "../../../components/banner-erro";
import { Campo } from "../../../components/campo";
import { useAtualizarUsuario, useCriarUsuario } from "../../../features/usuarios/api/usuarios-api";
import { aplicarErrosServidor, mensagemDe } from "../../../lib/erros-formulario";

type Entrada = z.input<typeof AtualizarUsuarioInput>;
type Saida = z.output<typeof AtualizarUsuarioInput>;

interface Props {
  /** undefined = creating a new user. */
  usuario?: Usuario;
  onFechar: () => void;
  onSalvo: (mensagem: string) => void;
}

export function DialogoUsuario({ usuario, onFechar, onSalvo }: Props) {
  const criar = useCriarUsuario();
  const atualizar = useAtualizarUsuario();
  const salvando = criar.isPending || atualizar.isPending;
  const erro = criar.error ?? atualizar.error;
  // Both outputs fit Saida (create's senha is a string, edit's string | undefined).
  const resolver = (usuario ? zodResolver(AtualizarUsuarioInput) : zodResolver(CriarUsuarioInput)) as Resolver<Entrada, unknown, Saida>;
  const { register, handleSubmit, formState, setError } = useForm<Entrada, unknown, Saida>({
    resolver,
    defaultValues: { nome: usuario?.nome ?? "", email: usuario?.email ?? "", tipo_acesso: usuario?.tipo_acesso ?? "vendedor", senha: "" },
  });
  const e = formState.errors;

  const enviar = handleSubmit((dados) => {
    const opcoes = { onError: (err: Error) => aplicarErrosServidor(err, setError) };
    if (usuario) {
      atualizar.mutate({ id: usuario.id, input: dados }, { ...opcoes, onSuccess: () => onSalvo("Usuário atualizado com sucesso!") });
    } else {
      criar.mutate({ ...dados, senha: dados.senha ?? "" }, { ...opcoes, onSuccess: () => onSalvo("Usuário criado com sucesso!") });
    }
  });

  return (
    <Dialog header={usuario ? "Editar Usuário" : "Novo Usuário"} visible onHide={onFechar} style={{ width: "min(520px, 95vw)" }} modal>
      <form onSubmit={enviar} noValidate aria-label={usuario ? "Editar Usuário" : "Novo Usuário"}>
        <BannerErro mensagem={erro ? mensagemDe(erro, MSG_USUARIOS.erroSalvar) : null} />
        <Campo id="usuario_nome" rotulo="Nome" erro={e.nome?.message}>
          <InputText id="usuario_nome" autoFocus className={e.nome ? "p-invalid" : ""} {...register("nome")} />
        </Campo>
        <Campo id="usuario_email" rotulo="Email" erro={e.email?.message}>
          <InputText id="usuario_email" type="email" autoComplete="off" className={e.email ? "p-invalid" : ""} {...register("email")} />
        </Campo>
        <Campo id="usuario_tipo_acesso" rotulo="Tipo de acesso" erro={e.tipo_acesso?.message}>
          <select id="usuario_tipo_acesso" className={`p-inputtext${e.tipo_acesso ? " p-invalid" : ""}`} {...register("tipo_acesso")}>
            {PAPEIS.map((p) => (
              <option key={p} value={p}>
                {ROTULO_PAPEL[p]}
              </option>
            ))}
          </select>
        </Campo>
        <Campo id="usuario_senha" rotulo="Senha" erro={e.senha?.message} ajuda={MSG.dicaSenha}>
          <InputText
            id="usuario_senha"
            type="password"
            autoComplete="new-password"
            placeholder={usuario ? "Deixe em branco para manter a senha atual" : "Mínimo de 8 caracteres"}
            className={e.senha ? "p-invalid" : ""}
            {...register("senha")}
          />
        </Campo>
        <div className="usuarios-acoes-dialogo">
          <Button type="button" label="Cancelar" outlined onClick={onFechar} disabled={salvando} />
          <Button type="submit" icon="pi pi-save" label={salvando ? "Salvando..." : "Salvar"} disabled={salvando} />
        </div>
      </form>
    </Dialog>
  );
}
