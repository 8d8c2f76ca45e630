/** Wizard step 1: product, supplier, date, unit value and quantity. */
import { useQuery } from "@tanstack/react-query";
import { Dropdown } from "primereact/dropdown";
import { InputNumber } from "primereact/inputnumber";
import { useState } from "react";
import { hojeBrasil } from "../../../../../shared/br/datas";
import { Campo, idsDescricao } from "../../../components/campo";
import { EntradaData } from "../../../components/entrada-data";
import { EntradaDinheiro } from "../../../components/entrada-dinheiro";
import { fornecedoresApi, produtosApi } from "../../../features/cadastro/api/cadastros-api";
import { rotuloProduto } from "./opcoes-entrada";

export interface DadosEntrada {
  produto_id: string;
  fornecedor_id: string;
  data_entrada: string;
  valor_unitario: number | null;
  quantidade: number | null;
}

export function PassoDados({ dados, erros, mudar }: { dados: DadosEntrada; erros: Record<string, string>; mudar: (d: Partial<DadosEntrada>) => void }) {
  const produtos = useQuery(produtosApi.queries.lista());
  const fornecedores = useQuery(fornecedoresApi.queries.lista());
  // What the money input could not read; it wins over the schema's message for the same field.
  const [leitura, setLeitura] = useState<string | null>(null);
  const invalido = (c: string) => (erros[c] ? "p-invalid w-full" : "w-full");
  return (
    <div className="grade-form">
      <Campo id="produto_id" rotulo="Produto" erro={erros.produto_id}>
        <Dropdown
          inputId="produto_id"
          value={dados.produto_id || null}
          options={produtos.data ?? []}
          optionValue="id"
          optionLabel="nome_modelo"
          itemTemplate={rotuloProduto}
          valueTemplate={(p, props) => (p ? rotuloProduto(p) : props.placeholder)}
          filter
          filterBy="codigo,nome_modelo"
          loading={produtos.isPending}
          placeholder="Selecione o produto"
          emptyMessage="Nenhum produto cadastrado"
          className={invalido("produto_id")}
          onChange={(e) => {
            const p = produtos.data?.find((x) => x.id === e.value);
            // Choosing a product pre-fills the unit value with its cost (spec section 5).
            mudar({ produto_id: e.value as string, ...(p ? { valor_unitario: p.custo_base } : {}) });
          }}
        />
      </Campo>
      <Campo id="fornecedor_id" rotulo="Fornecedor" erro={erros.fornecedor_id}>
        <Dropdown
          inputId="fornecedor_id"
          value={dados.fornecedor_id || null}
          options={fornecedores.data ?? []}
          optionValue="id"
          optionLabel="nome"
          filter
          loading={fornecedores.isPending}
          placeholder="Selecione o fornecedor"
          emptyMessage="Nenhum fornecedor cadastrado"
          className={invalido("fornecedor_id")}
          onChange={(e) => mudar({ fornecedor_id: e.value as string })}
        />
      </Campo>
      <Campo id="data_entrada" rotulo="Data de entrada" erro={erros.data_entrada}>
        <EntradaData id="data_entrada" valor={dados.data_entrada} classe={invalido("data_entrada")} maximo={hojeBrasil()} aoMudar={(iso) => mudar({ data_entrada: iso })} />
      </Campo>
      <Campo id="valor_unitario" rotulo="Valor unitário" erro={leitura ?? erros.valor_unitario} ajuda="Custo de cada aparelho na nota do fornecedor.">
        <EntradaDinheiro
          id="valor_unitario"
          valor={dados.valor_unitario}
          classe={leitura || erros.valor_unitario ? "p-invalid w-full" : "w-full"}
          aria={{ "aria-invalid": !!(leitura ?? erros.valor_unitario), "aria-describedby": idsDescricao("valor_unitario", leitura ?? erros.valor_unitario, true) }}
          aoLer={setLeitura}
          aoMudar={(v) => mudar({ valor_unitario: v })}
        />
      </Campo>
      <Campo id="quantidade" rotulo="Quantidade" erro={erros.quantidade}>
        <InputNumber
          inputId="quantidade"
          value={dados.quantidade}
          useGrouping={false}
          className={invalido("quantidade")}
          onValueChange={(e) => mudar({ quantidade: e.value ?? null })}
        />
      </Campo>
    </div>
  );
}
