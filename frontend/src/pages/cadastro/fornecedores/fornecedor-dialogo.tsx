/** The supplier's modal form (spec section 5): CNPJ and phone masked as typed, sent as the API takes them. */
import { zodResolver } from "@hookform/resolvers/zod";
import { InputText } from "primereact/inputtext";
import { InputTextarea } from "primereact/inputtextarea";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { mascararCnpj } from "../../../../../shared/br/cnpj";
import { mascararTelefone } from "../../../../../shared/br/telefone";
import { MSG_CADASTRO as M } from "../../../../../shared/cadastro/mensagens";
import { FornecedorInput, type Fornecedor } from "../../../../../shared/cadastro/schemas";
import { Campo } from "../../../components/campo";
import { CampoMascarado } from "../../../components/campo-mascarado";
import { DialogoFormulario } from "../../../components/dialogo-formulario";
import { fornecedoresApi } from "../../../features/cadastro/api/cadastros-api";
import { aplicarErrosServidor, mensagemDe } from "../../../lib/erros-formulario";

type Entrada = z.input<typeof FornecedorInput>;

export function FornecedorDialogo({ fornecedor, aoFechar, aoSalvar }: { fornecedor?: Fornecedor; aoFechar: () => void; aoSalvar: () => void }) {
  const salvar = fornecedoresApi.useSalvar();
  const { register, handleSubmit, formState, setError, setValue } = useForm<Entrada, unknown, FornecedorInput>({
    resolver: zodResolver(FornecedorInput),
    defaultValues: {
      nome: fornecedor?.nome ?? "",
      cnpj: mascararCnpj(fornecedor?.cnpj ?? ""),
      telefone: mascararTelefone(fornecedor?.telefone ?? ""),
      email: fornecedor?.email ?? "",
      endereco: fornecedor?.endereco ?? "",
    },
  });
  const e = formState.errors;
  const enviar = handleSubmit((dados) =>
    salvar.mutate({ id: fornecedor?.id, dados }, { onSuccess: aoSalvar, onError: (erro) => aplicarErrosServidor(erro, setError) }),
  );
  return (
    <DialogoFormulario
      titulo={fornecedor ? "Editar Fornecedor" : "Novo Fornecedor"}
      aoFechar={aoFechar}
      aoEnviar={enviar}
      salvando={salvar.isPending}
      erro={salvar.isError ? mensagemDe(salvar.error, M.erroSalvar("fornecedor")) : null}
    >
      <Campo id="fornecedor-nome" rotulo="Nome" erro={e.nome?.message}>
        <InputText id="fornecedor-nome" autoFocus className={e.nome ? "p-invalid" : ""} {...register("nome")} />
      </Campo>
      <div className="campos-lado-a-lado">
        <CampoMascarado id="fornecedor-cnpj" rotulo="CNPJ" nome="cnpj" mascara="cnpj" erro={e.cnpj?.message} register={register} setValue={setValue} />
        <CampoMascarado id="fornecedor-telefone" rotulo="Telefone" nome="telefone" mascara="telefone" erro={e.telefone?.message} register={register} setValue={setValue} />
      </div>
      <Campo id="fornecedor-email" rotulo="Email" erro={e.email?.message}>
        <InputText id="fornecedor-email" type="email" className={e.email ? "p-invalid" : ""} {...register("email")} />
      </Campo>
      <Campo id="fornecedor-endereco" rotulo="Endereço" erro={e.endereco?.message}>
        <InputTextarea id="fornecedor-endereco" rows={2} autoResize className={e.endereco ? "p-invalid" : ""} {...register("endereco")} />
      </Campo>
    </DialogoFormulario>
  );
}
