/** The product form's "add brand / add category" modal: a non-blank name; the new record is then selected. */
import { zodResolver } from "@hookform/resolvers/zod";
import { InputText } from "primereact/inputtext";
import type { FormEvent } from "react";
import { useForm } from "react-hook-form";
import { comCausa, MSG_CADASTRO as M } from "../../../../../shared/cadastro/mensagens";
import { CategoriaInput, MarcaInput, type RegistroSimples } from "../../../../../shared/cadastro/schemas";
import { Campo } from "../../../components/campo";
import { DialogoFormulario } from "../../../components/dialogo-formulario";
import { categoriasApi, marcasApi } from "../../../features/cadastro/api/cadastros-api";
import { aplicarErrosServidor } from "../../../lib/erros-formulario";

const TEXTOS = {
  marca: { titulo: "Nova Marca", rotulo: "Nome da marca", api: marcasApi, schema: MarcaInput, erro: M.produto.erroAdicionarMarca },
  categoria: { titulo: "Nova Categoria", rotulo: "Nome da categoria", api: categoriasApi, schema: CategoriaInput, erro: M.produto.erroAdicionarCategoria },
} as const;

interface Props {
  tipo: "marca" | "categoria";
  aoFechar: () => void;
  aoCriar: (registro: RegistroSimples) => void;
}

export function NovaRelacaoDialogo({ tipo, aoFechar, aoCriar }: Props) {
  const t = TEXTOS[tipo];
  const salvar = t.api.useSalvar();
  const { register, handleSubmit, formState, setError } = useForm<{ nome: string }>({ resolver: zodResolver(t.schema), defaultValues: { nome: "" } });
  const enviar = (evento: FormEvent<HTMLFormElement>) => {
    // The modal's form sits inside the product form in the React tree: keep its submit to itself.
    evento.stopPropagation();
    return handleSubmit((dados) => salvar.mutate({ dados }, { onSuccess: aoCriar, onError: (erro) => aplicarErrosServidor(erro, setError) }))(evento);
  };
  return (
    <DialogoFormulario
      titulo={t.titulo}
      aoFechar={aoFechar}
      aoEnviar={enviar}
      salvando={salvar.isPending}
      erro={salvar.isError ? comCausa(t.erro, salvar.error.message) : null}
      rotuloSalvar="Adicionar"
      largura="440px"
    >
      <Campo id={`nova-${tipo}-nome`} rotulo={t.rotulo} erro={formState.errors.nome?.message}>
        <InputText id={`nova-${tipo}-nome`} autoFocus className={formState.errors.nome ? "p-invalid" : ""} {...register("nome")} />
      </Campo>
    </DialogoFormulario>
  );
}
