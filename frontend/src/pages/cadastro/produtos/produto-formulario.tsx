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
import { useForm } from "react-hook-form";
import { formatarReais } from "../../../../../shared/br/dinheiro";
import { comCausa, MSG_CADASTRO as M } from "../../../../../shared/cadastro/mensagens";
import { ProdutoInput, type Produto, type ProdutoForm } from "../../../../../shared/cadastro/produto";
import type { RegistroSimples } from "../../../../../shared/cadastro/schemas";
import { erroMargem, precoFinalPrevisto } from "../../../../../shared/regras/preco";
import { BannerErro } from "../../../components/banner-erro";
import { Campo } from "../../../components/campo";
import { CampoControlado } from "../../../components/campo-controlado";
import { CampoDinheiro } from "../../../components/campo-dinheiro";
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
  // The server's rules, live: the margin's limit under its field, and a price that never throws.
  const regraMargem = numero(custo) !== null && numero(margem) !== null && (tipo === "real" || tipo === "percentual") ? erroMargem(custo as number, tipo, margem as number) : null;
  const preco = precoFinalPrevisto(custo, tipo, margem);

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
        <CampoDinheiro control={control} nome="custo_base" rotulo="Custo base" />
        <Campo id="tipo_margem" rotulo="Tipo de margem" erro={e.tipo_margem?.message}>
          <select id="tipo_margem" className="p-inputtext" {...register("tipo_margem")}>
            <option value="percentual">Percentual (%)</option>
            <option value="real">Valor em reais (R$)</option>
          </select>
        </Campo>
        <CampoDinheiro
          control={control}
          nome="valor_margem"
          rotulo={tipo === "real" ? "Valor da margem (R$)" : "Valor da margem (%)"}
          erroRegra={regraMargem?.mensagem}
          unidade={tipo === "real" ? "R$" : "%"}
          ajuda={tipo === "real" ? "Somada ao custo: R$ 200,00 sobre R$ 1.000,00 → R$ 1.200,00." : "Sobre o preço de venda: 20% sobre um custo de R$ 1.000,00 → R$ 1.250,00. Deve ser menor que 100%."}
        />
      </div>
      <div className="campos-lado-a-lado">
        <CampoControlado control={control} nome="estoque_minimo" rotulo="Estoque mínimo">
          {({ field, id, aria, invalido }) => (
            <InputNumber inputId={id} value={numero(field.value)} onValueChange={(ev) => field.onChange(ev.value ?? null)} onBlur={field.onBlur} useGrouping={false} maxFractionDigits={0} invalid={invalido} aria-describedby={aria["aria-describedby"]} />
          )}
        </CampoControlado>
        <div className="campo">
          <span className="rotulo-campo" id="preco-final-rotulo">Preço final</span>
          <output className="preco-final" aria-labelledby="preco-final-rotulo" data-testid="preco-final">
            {preco === null ? "—" : formatarReais(preco)}
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
