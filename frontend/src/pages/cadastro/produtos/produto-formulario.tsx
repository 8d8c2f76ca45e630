/**
 * The product model form shared by /cadastro/produto and /cadastro/produto/editar/{id}
 * (spec section 5). The final price shown is calcularPrecoFinal, the same rule the server
 * applies when it saves; brands and categories can be added in a modal and are then selected.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "primereact/button";
import { InputNumber } from "primereact/inputnumber";
import { InputText } from "primereact/inputtext";
import { InputTextarea } from "primereact/inputtextarea";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { formatarReais } from "../../../../../shared/br/dinheiro";
import { comCausa, MSG_CADASTRO as M } from "../../../../../shared/cadastro/mensagens";
import { ProdutoInput, type Produto, type ProdutoForm } from "../../../../../shared/cadastro/produto";
import type { RegistroSimples } from "../../../../../shared/cadastro/schemas";
import { calcularPrecoFinal } from "../../../../../shared/regras/preco";
import { BannerErro } from "../../../components/banner-erro";
import { Campo } from "../../../components/campo";
import { produtosApi } from "../../../features/cadastro/api/cadastros-api";
import { aplicarErrosServidor } from "../../../lib/erros-formulario";
import { NovaRelacaoDialogo } from "./nova-relacao-dialogo";
import { SeletorRelacao } from "./seletor-relacao";

interface Props {
  produto?: Produto;
  marcas: RegistroSimples[];
  categorias: RegistroSimples[];
  aoConcluir: () => void;
}

const numero = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

export function ProdutoFormulario({ produto, marcas, categorias, aoConcluir }: Props) {
  const salvar = produtosApi.useSalvar();
  const [modal, setModal] = useState<"marca" | "categoria" | null>(null);
  // Added in the modal: shown at once, before the refetched lists arrive.
  const [novas, setNovas] = useState<{ marca: RegistroSimples[]; categoria: RegistroSimples[] }>({ marca: [], categoria: [] });
  const { register, control, handleSubmit, formState, setError, setValue, watch } = useForm<ProdutoForm, unknown, ProdutoInput>({
    resolver: zodResolver(ProdutoInput),
    defaultValues: {
      nome_modelo: produto?.nome_modelo ?? "",
      marca_id: produto?.marca_id ?? "",
      categoria_id: produto?.categoria_id ?? "",
      descricao: produto?.descricao ?? "",
      custo_base: produto?.custo_base ?? null,
      tipo_margem: produto?.tipo_margem ?? "percentual",
      valor_margem: produto?.valor_margem ?? null,
      estoque_minimo: produto?.estoque_minimo ?? null,
    },
  });
  const e = formState.errors;
  const [custo, tipo, margem] = watch(["custo_base", "tipo_margem", "valor_margem"]);
  const preco = numero(custo) !== null && numero(margem) !== null && (tipo === "real" || tipo === "percentual") ? calcularPrecoFinal(custo as number, tipo, margem as number) : 0;

  const enviar = handleSubmit((dados) =>
    salvar.mutate({ id: produto?.id, dados }, { onSuccess: aoConcluir, onError: (erro) => aplicarErrosServidor(erro, setError) }),
  );
  const erroSalvar = salvar.isError ? comCausa(produto ? M.produto.erroAtualizar : M.produto.erroCadastrar, salvar.error.message) : null;
  const criada = (tipoRelacao: "marca" | "categoria") => (r: RegistroSimples) => {
    setNovas((n) => ({ ...n, [tipoRelacao]: [...n[tipoRelacao], r] }));
    setValue(tipoRelacao === "marca" ? "marca_id" : "categoria_id", r.id, { shouldValidate: true, shouldDirty: true });
    setModal(null);
  };

  return (
    <form className="produto-formulario" onSubmit={enviar} noValidate>
      <BannerErro mensagem={erroSalvar} />
      <Campo id="nome_modelo" rotulo="Nome do modelo" erro={e.nome_modelo?.message}>
        <InputText id="nome_modelo" className={e.nome_modelo ? "p-invalid" : ""} {...register("nome_modelo")} />
      </Campo>
      <div className="campos-lado-a-lado">
        <SeletorRelacao control={control} nome="marca_id" rotulo="Marca" opcoes={[...marcas, ...novas.marca]} erro={e.marca_id?.message} aoAdicionar={() => setModal("marca")} />
        <SeletorRelacao control={control} nome="categoria_id" rotulo="Categoria" opcoes={[...categorias, ...novas.categoria]} erro={e.categoria_id?.message} aoAdicionar={() => setModal("categoria")} />
      </div>
      <Campo id="descricao" rotulo="Descrição" erro={e.descricao?.message}>
        <InputTextarea id="descricao" rows={3} autoResize {...register("descricao")} />
      </Campo>
      <div className="campos-lado-a-lado">
        <Campo id="custo_base" rotulo="Custo base" erro={e.custo_base?.message}>
          <Controller
            control={control}
            name="custo_base"
            render={({ field }) => (
              <InputNumber inputId="custo_base" value={numero(field.value)} onChange={(ev) => field.onChange(ev.value ?? null)} onValueChange={(ev) => field.onChange(ev.value ?? null)} onBlur={field.onBlur} mode="currency" currency="BRL" locale="pt-BR" invalid={!!e.custo_base} />
            )}
          />
        </Campo>
        <Campo id="tipo_margem" rotulo="Tipo de margem" erro={e.tipo_margem?.message}>
          <select id="tipo_margem" className="p-inputtext" {...register("tipo_margem")}>
            <option value="percentual">Percentual (%)</option>
            <option value="real">Valor em reais (R$)</option>
          </select>
        </Campo>
        <Campo id="valor_margem" rotulo={tipo === "real" ? "Valor da margem (R$)" : "Valor da margem (%)"} erro={e.valor_margem?.message}>
          <Controller
            control={control}
            name="valor_margem"
            render={({ field }) => (
              <InputNumber inputId="valor_margem" value={numero(field.value)} onChange={(ev) => field.onChange(ev.value ?? null)} onValueChange={(ev) => field.onChange(ev.value ?? null)} onBlur={field.onBlur} locale="pt-BR" minFractionDigits={0} maxFractionDigits={2} invalid={!!e.valor_margem} />
            )}
          />
        </Campo>
      </div>
      <div className="campos-lado-a-lado">
        <Campo id="estoque_minimo" rotulo="Estoque mínimo" erro={e.estoque_minimo?.message}>
          <Controller
            control={control}
            name="estoque_minimo"
            render={({ field }) => (
              <InputNumber inputId="estoque_minimo" value={numero(field.value)} onChange={(ev) => field.onChange(ev.value ?? null)} onValueChange={(ev) => field.onChange(ev.value ?? null)} onBlur={field.onBlur} useGrouping={false} maxFractionDigits={0} invalid={!!e.estoque_minimo} />
            )}
          />
        </Campo>
        <div className="campo">
          <span className="rotulo-campo" id="preco-final-rotulo">Preço final</span>
          <output className="preco-final" aria-labelledby="preco-final-rotulo" data-testid="preco-final">
            {formatarReais(preco)}
          </output>
        </div>
      </div>
      <div className="produto-acoes">
        <Button type="button" label="Cancelar" severity="secondary" outlined onClick={aoConcluir} disabled={salvar.isPending} />
        <Button type="submit" icon="pi pi-check" label={salvar.isPending ? "Salvando..." : produto ? "Salvar Alterações" : "Cadastrar Produto"} disabled={salvar.isPending} />
      </div>
      {modal && <NovaRelacaoDialogo tipo={modal} aoFechar={() => setModal(null)} aoCriar={criada(modal)} />}
    </form>
  );
}
