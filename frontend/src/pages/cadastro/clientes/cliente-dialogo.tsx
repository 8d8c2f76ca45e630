/** The customer's modal form (spec section 5): CPF and phone masked, birth date typed dd/mm/aaaa. */
import { zodResolver } from "@hookform/resolvers/zod";
import { InputText } from "primereact/inputtext";
import { InputTextarea } from "primereact/inputtextarea";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { mascararCpf } from "../../../../../shared/br/cpf";
import { mascararTelefone } from "../../../../../shared/br/telefone";
import { dataIsoParaBr, mascararData } from "../../../../../shared/cadastro/datas";
import { MSG_CADASTRO as M } from "../../../../../shared/cadastro/mensagens";
import { ClienteForm, type Cliente } from "../../../../../shared/cadastro/schemas";
import { Campo } from "../../../components/campo";
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
      endereco: cliente?.endereco ?? "",
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
        <Campo id="cliente-cpf" rotulo="CPF" erro={e.cpf?.message}>
          <InputText
            id="cliente-cpf"
            inputMode="numeric"
            maxLength={14}
            placeholder="000.000.000-00"
            className={e.cpf ? "p-invalid" : ""}
            {...register("cpf", { onChange: (ev) => setValue("cpf", mascararCpf(ev.target.value)) })}
          />
        </Campo>
        <Campo id="cliente-telefone" rotulo="Telefone" erro={e.telefone?.message}>
          <InputText
            id="cliente-telefone"
            inputMode="tel"
            maxLength={15}
            placeholder="(00) 00000-0000"
            className={e.telefone ? "p-invalid" : ""}
            {...register("telefone", { onChange: (ev) => setValue("telefone", mascararTelefone(ev.target.value)) })}
          />
        </Campo>
      </div>
      <Campo id="cliente-data-nasc" rotulo="Data de nascimento" erro={e.data_nasc?.message}>
        <InputText
          id="cliente-data-nasc"
          inputMode="numeric"
          maxLength={10}
          placeholder="dd/mm/aaaa"
          className={e.data_nasc ? "p-invalid" : ""}
          {...register("data_nasc", { onChange: (ev) => setValue("data_nasc", mascararData(ev.target.value)) })}
        />
      </Campo>
      <Campo id="cliente-endereco" rotulo="Endereço" erro={e.endereco?.message}>
        <InputTextarea id="cliente-endereco" rows={2} autoResize className={e.endereco ? "p-invalid" : ""} {...register("endereco")} />
      </Campo>
    </DialogoFormulario>
  );
}
