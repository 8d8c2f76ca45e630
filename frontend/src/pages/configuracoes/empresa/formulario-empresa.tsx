/** The company data form: the same zod schema as PUT /api/empresa; server field errors land on the fields. */
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "primereact/button";
import { InputText } from "primereact/inputtext";
import { Message } from "primereact/message";
import { useEffect, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { mascararCep } from "../../../../../shared/br/cep";
import { mascararCnpj } from "../../../../../shared/br/cnpj";
import { mascararTelefone } from "../../../../../shared/br/telefone";
import { PLANOS } from "../../../../../shared/conta/schemas";
import { AtualizarEmpresaInput, MSG_EMPRESA, type EmpresaDetalhe } from "../../../../../shared/empresa/schemas";
import { ROTULO_PLANO } from "../../../app/shell/rotulos";
import { BannerErro } from "../../../components/banner-erro";
import { Campo } from "../../../components/campo";
import { CampoMascarado } from "../../../components/campo-mascarado";
import { CamposEndereco } from "../../../components/campos-endereco";
import { useAtualizarEmpresa } from "../../../features/empresa/api/empresa-api";
import { aplicarErrosServidor, mensagemDe } from "../../../lib/erros-formulario";
import { InfoPlano } from "./info-plano";

type Entrada = z.input<typeof AtualizarEmpresaInput>;
type Saida = z.output<typeof AtualizarEmpresaInput>;

/** Spec section 9: success messages disappear after 3 seconds. */
const TEMPO_SUCESSO_MS = 3000;

export function FormularioEmpresa({ empresa, children }: { empresa: EmpresaDetalhe; children?: ReactNode }) {
  const salvar = useAtualizarEmpresa();
  const [sucesso, setSucesso] = useState(false);
  const { register, handleSubmit, formState, setError, setValue, watch } = useForm<Entrada, unknown, Saida>({
    resolver: zodResolver(AtualizarEmpresaInput),
    defaultValues: {
      nome_fantasia: empresa.nome_fantasia,
      cnpj: mascararCnpj(empresa.cnpj),
      plano: empresa.plano,
      endereco: empresa.endereco ?? "",
      cep: mascararCep(empresa.cep ?? ""),
      cidade: empresa.cidade ?? "",
      uf: empresa.uf ?? "",
      whatsapp: empresa.whatsapp ? mascararTelefone(empresa.whatsapp) : "",
    },
  });
  const e = formState.errors;

  useEffect(() => {
    if (!sucesso) return;
    const t = setTimeout(() => setSucesso(false), TEMPO_SUCESSO_MS);
    return () => clearTimeout(t);
  }, [sucesso]);

  const enviar = handleSubmit((dados) => {
    setSucesso(false);
    salvar.mutate(dados, {
      onSuccess: () => setSucesso(true),
      onError: (erro) => aplicarErrosServidor(erro, setError),
    });
  });

  return (
    <div className="empresa-grade">
      <form className="empresa-cartao empresa-form" onSubmit={enviar} noValidate>
        <h2>
          <i className="pi pi-building" aria-hidden /> Dados da Empresa
        </h2>
        {sucesso && <Message severity="success" text={MSG_EMPRESA.sucesso} className="empresa-sucesso" role="status" />}
        <BannerErro mensagem={salvar.isError ? MSG_EMPRESA.erroAtualizar(mensagemDe(salvar.error, "Erro desconhecido")) : null} />

        <Campo id="nome_fantasia" rotulo="Nome fantasia" erro={e.nome_fantasia?.message}>
          <InputText id="nome_fantasia" className={e.nome_fantasia ? "p-invalid" : ""} {...register("nome_fantasia")} />
        </Campo>
        <CampoMascarado id="cnpj" rotulo="CNPJ" nome="cnpj" mascara="cnpj" erro={e.cnpj?.message} register={register} setValue={setValue} />
        <Campo id="plano" rotulo="Plano" erro={e.plano?.message}>
          <select id="plano" className={`p-inputtext${e.plano ? " p-invalid" : ""}`} {...register("plano")}>
            {PLANOS.map((p) => (
              <option key={p} value={p}>
                {ROTULO_PLANO[p]}
              </option>
            ))}
          </select>
        </Campo>
        <Campo id="endereco" rotulo="Endereço" erro={e.endereco?.message}>
          <InputText id="endereco" placeholder="Rua, número, bairro" className={e.endereco ? "p-invalid" : ""} {...register("endereco")} />
        </Campo>
        <CamposEndereco erros={e} register={register} setValue={setValue} />
        <CampoMascarado id="whatsapp" rotulo="WhatsApp" nome="whatsapp" mascara="telefone" erro={e.whatsapp?.message} register={register} setValue={setValue} />
        <p className="nota">O WhatsApp e o endereço aparecem para os seus clientes na Área do Cliente.</p>
        <Button type="submit" icon="pi pi-save" label={salvar.isPending ? "Salvando..." : "Salvar Alterações"} disabled={salvar.isPending} />
      </form>
      <aside>
        <InfoPlano plano={(watch("plano") ?? empresa.plano) as typeof empresa.plano} atual={empresa.plano} />
        {children}
      </aside>
    </div>
  );
}
