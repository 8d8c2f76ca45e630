/** The sale form's two searchable dropdowns: the customer (name or CPF) and the device in stock. */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Dropdown } from "primereact/dropdown";
import { useMemo, useState } from "react";
import { BannerErro } from "../../components/banner-erro";
import type { Cliente } from "../../../../shared/cadastro/schemas";
import { clientesApi } from "../../features/cadastro/api/cadastros-api";
import { estoqueQueries, type ItemComProduto } from "../../features/estoque/api/estoque-api";
import { opcaoCliente, opcaoItem } from "../../features/vendas/opcoes-venda";
import { useAtrasado } from "../../features/vendas/usar-atrasado";

const classe = (invalido: boolean) => (invalido ? "w-full p-invalid" : "w-full");

/** Typing searches the API (`q`), so any customer can be found, not only the first page. */
export function SeletorCliente({ valor, aoMudar, invalido }: { valor: string; aoMudar: (id: string) => void; invalido: boolean }) {
  const [busca, setBusca] = useState("");
  const q = useAtrasado(busca.trim());
  const clientes = useQuery(clientesApi.queries.busca(q));
  // The chosen customer stays an option while another search runs, so its label does not vanish.
  const [escolhido, setEscolhido] = useState<Cliente | null>(null);
  const todos = useMemo(() => {
    const lista = clientes.data?.items ?? [];
    return escolhido && escolhido.id === valor && !lista.some((c) => c.id === escolhido.id) ? [escolhido, ...lista] : lista;
  }, [clientes.data, escolhido, valor]);
  const opcoes = useMemo(() => todos.map(opcaoCliente), [todos]);
  return (
    <>
      <Dropdown
        inputId="cliente_id"
        value={valor || null}
        options={opcoes}
        optionValue="id"
        optionLabel="rotulo"
        filter
        filterBy="busca"
        filterPlaceholder="Buscar por nome ou CPF"
        onFilter={(e) => setBusca(e.filter)}
        onHide={() => setBusca("")}
        resetFilterOnHide
        loading={clientes.isFetching}
        placeholder="Selecione o cliente"
        emptyMessage="Nenhum cliente cadastrado"
        emptyFilterMessage="Nenhum cliente encontrado"
        className={classe(invalido)}
        onChange={(e) => {
          const id = (e.value as string | null) ?? "";
          setEscolhido(todos.find((c) => c.id === id) ?? null);
          aoMudar(id);
        }}
      />
      <BannerErro mensagem={clientes.isError ? `Erro ao carregar clientes: ${clientes.error.message}` : null} />
    </>
  );
}

interface PropsAparelho {
  selecionado: ItemComProduto | null;
  aoMudar: (item: ItemComProduto | null) => void;
  invalido: boolean;
}

type OpcaoItem = ReturnType<typeof opcaoItem>;

const linhaItem = (o: OpcaoItem | null, vazio?: string) =>
  o ? (
    <span className="opcao-aparelho">
      <span className="mono">{o.imei}</span>
      <small>{o.detalhe}</small>
    </span>
  ) : (
    vazio
  );

/** Typing searches the API (`q`), so any device in stock can be found, not only the first page. */
export function SeletorAparelho({ selecionado, aoMudar, invalido }: PropsAparelho) {
  const [busca, setBusca] = useState("");
  const q = useAtrasado(busca.trim());
  const itens = useQuery({ ...estoqueQueries.itens("em_estoque", q), placeholderData: keepPreviousData });
  // The chosen device stays an option while another search runs, so its label does not vanish.
  const todos = useMemo(() => {
    const lista = itens.data?.items ?? [];
    return selecionado && !lista.some((i) => i.id === selecionado.id) ? [selecionado, ...lista] : lista;
  }, [itens.data, selecionado]);
  const opcoes = useMemo(() => todos.map(opcaoItem), [todos]);
  return (
    <>
      <Dropdown
        inputId="imei_id"
        value={selecionado?.id ?? null}
        options={opcoes}
        optionValue="id"
        optionLabel="imei"
        itemTemplate={(o: OpcaoItem) => linhaItem(o)}
        valueTemplate={(o: OpcaoItem | null, props) => linhaItem(o, props.placeholder)}
        filter
        filterBy="busca"
        filterPlaceholder="Buscar por IMEI ou modelo"
        onFilter={(e) => setBusca(e.filter)}
        onHide={() => setBusca("")}
        resetFilterOnHide
        loading={itens.isFetching}
        placeholder="Selecione o aparelho"
        emptyMessage="Nenhum aparelho em estoque"
        emptyFilterMessage="Nenhum aparelho encontrado"
        className={classe(invalido)}
        onChange={(e) => aoMudar(todos.find((i) => i.id === e.value) ?? null)}
      />
      <BannerErro mensagem={itens.isError ? `Erro ao carregar itens: ${itens.error.message}` : null} />
    </>
  );
}
