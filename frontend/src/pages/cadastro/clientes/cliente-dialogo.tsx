/**
 * The customer's modal form (spec section 5): CPF, phone and CEP masked, birth date typed dd/mm/aaaa, UF by name;
 * the e-mail and the channels the customer refused for messages (issue 31 item 2).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { InputText } from "primereact/inputtext";
import { InputTextarea } from "primereact/inputtextarea";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { mascararCep } from "../../../../../shared/br/cep";
import { mascararCpf } from "../../../../../shared/br/cpf";
import { mascararTelefone } from "../../../../../shared/br/telefone";
import { dataIsoParaBr } from "../../../../../shared/cadastro/datas";
import { MSG_CADASTRO as M } from "../../../../../shared/cadastro/mensagens";
import { ClienteForm, type Cliente } from "../../../../../shared/cadastro/schemas";
import { CANAIS, ROTULO_CANAL } from "../../../../../shared/mensagens/schemas";
import { Campo } from "../../../components/campo";
import { CampoMascarado } from "../../../components/campo-mascarado";
import { CamposEndereco } from "../../../components/campos-endereco";
import { DialogoFormulario } from "../../../components/dialogo-formulario";
import { clientesApi } from "../../../features/cadastro/api/cadastros-api";
import { aplicarErrosServidor, mensagemDe } from "../../../lib/erros-formulario";

type Saida = z.output<typeof ClienteForm>;

export function ClienteDialogo({ cliente, aoFechar, aoSalvar }: { cliente?: Cliente; aoFechar: () => void; aoSalvar: () => void }) {
  const salvar = clientesApi.useSalvar();
  const { register, handleSubmit, formState, setError, setValue } = useForm<ClienteForm, unknown, Saida>({
    resolver: zodResolver(ClienteForm),
    defaultValues: {
      nome: cliente?.nome ?? "",
      cpf: mascararCpf(cliente?.cpf ?? ""),
      telefone: mascararTelefone(cliente?.telefone ?? ""),
      email: cliente?.email ?? "",
      nao_contatar_por: cliente?.nao_contatar_por ?? [],
      endereco: cliente?.endereco ?? "",
      cep: mascararCep(cliente?.cep ?? ""),
      cidade: cliente?.cidade ?? "",
      uf: cliente?.uf ?? "",
      data_nasc: dataIsoParaBr(cliente?.data_nasc),
    },
  });
  const e = formState.errors;
  const enviar = handleSubmit((dados) =>
    salvar.mutate({ id: cliente?.id, dados }, { onSuccess: aoSalvar, onError: (erro) => aplicarErrosServidor(erro, setError) }),
  );
  return (
    <DialogoFormulario
      titulo={cliente ? "Editar Cliente" : "Novo Cliente"}
      aoFechar={aoFechar}
      aoEnviar={enviar}
      salvando={salvar.isPending}
      erro={salvar.isError ? mensagemDe(salvar.error, M.erroSalvar("cliente")) : null}
    >
      <Campo id="cliente-nome" rotulo="Nome" erro={e.nome?.message}>
        <InputText id="cliente-nome" autoFocus className={e.nome ? "p-invalid" : ""} {...register("nome")} />
      </Campo>
      <div className="campos-lado-a-lado">
        <CampoMascarado id="cliente-cpf" rotulo="CPF" nome="cpf" mascara="cpf" erro={e.cpf?.message} register={register} setValue={setValue} />
        <CampoMascarado id="cliente-telefone" rotulo="Telefone" nome="telefone" mascara="telefone" erro={e.telefone?.message} register={register} setValue={setValue} />
      </div>
      <Campo id="cliente-email" rotulo="E-mail" erro={e.email?.message}>
        <InputText id="cliente-email" type="email" autoComplete="off" className={e.email ? "p-invalid" : ""} {...register("email")} />
      </Campo>
      <fieldset className="campo-canais">
        <legend>Não enviar mensagens por</legend>
        {CANAIS.map((canal) => (
          <label key={canal} htmlFor={`cliente-nao-contatar-${canal}`}>
            <input id={`cliente-nao-contatar-${canal}`} type="checkbox" value={canal} {...register("nao_contatar_por")} /> {ROTULO_CANAL[canal]}
          </label>
        ))}
        {e.nao_contatar_por?.message ? <small className="p-error">{e.nao_contatar_por.message}</small> : null}
      </fieldset>
      <CampoMascarado id="cliente-data-nasc" rotulo="Data de nascimento" nome="data_nasc" mascara="data" erro={e.data_nasc?.message} register={register} setValue={setValue} />
      <Campo id="cliente-endereco" rotulo="Endereço" erro={e.endereco?.message}>
        <InputTextarea id="cliente-endereco" rows={2} autoResize className={e.endereco ? "p-invalid" : ""} {...register("endereco")} />
      </Campo>
      <CamposEndereco prefixo="cliente-" erros={e} register={register} setValue={setValue} />
    </DialogoFormulario>
  );
}
