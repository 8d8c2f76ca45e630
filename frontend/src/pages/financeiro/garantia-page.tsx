/**
 * /financeiro/garantia/{id} — the warranty term stored with sale {id} (spec sections 2, 4 and 8),
 * opened in a new tab: loading, loaded, error and empty states; printing prints only the document.
 */
import { useQuery } from "@tanstack/react-query";
import { Message } from "primereact/message";
import { useParams } from "react-router-dom";
import { mascararCpf } from "../../../../shared/br/cpf";
import { formatarReais } from "../../../../shared/br/dinheiro";
import { ROTULO_FORMA } from "../../../../shared/vendas/schemas";
import { BannerErro } from "../../components/banner-erro";
import { Carregando } from "../../components/carregando";
import { vendasQueries } from "../../features/vendas/api/vendas-api";
import { BlocoDepuracao, BotaoImprimir, DocumentoRenderizado, PainelEstado, simNao, useDocumentoSeguro } from "../../features/vendas/components/documento-venda";
import "./documento-venda.css";

export default function GarantiaPage() {
  const { id } = useParams();
  return (
    <section className="doc-pagina">
      {id ? <Garantia id={id} /> : <><h1>Termo de Garantia</h1><BannerErro mensagem="ID da venda ou empresa não fornecidos" /></>}
    </section>
  );
}

function Garantia({ id }: { id: string }) {
  const q = useQuery(vendasQueries.garantia(id));
  const html = useDocumentoSeguro(q.data?.html);
  const recarregar = () => void q.refetch();
  const v = q.data?.venda;
  const cabecalho = (
    <header className="doc-cabecalho">
      <div>
        <h1>Termo de Garantia</h1>
        {v && (
          <p className="doc-subtitulo">
            Cliente: <strong>{v.cliente?.nome ?? "Cliente não encontrado"}</strong> · Produto: <strong>{v.produto?.nome_modelo ?? "Produto não encontrado"}</strong> · IMEI:{" "}
            <strong className="mono">{v.item.imei}</strong>
          </p>
        )}
      </div>
      {v && html && <BotaoImprimir rotulo="Imprimir Garantia" html={html} titulo={`Termo de Garantia - ${v.cliente?.nome ?? v.id}`} />}
    </header>
  );

  if (q.isPending) return (<>{cabecalho}<Carregando texto="Carregando termo de garantia..." /></>);
  if (q.isError)
    return (
      <>
        {cabecalho}
        <PainelEstado
          tipo="erro"
          titulo="Erro ao Carregar Termo de Garantia"
          textos={[`Erro ao carregar o termo de garantia: ${q.error.message}`]}
          botao="Tentar Novamente"
          aoClicar={recarregar}
          carregando={q.isFetching}
        />
      </>
    );
  const venda = q.data.venda;
  const tamanho = q.data.html.length;
  return (
    <>
      {cabecalho}
      {html ? (
        <>
          <Message severity="success" className="doc-aviso nao-imprimir" text="Termo de garantia carregado com sucesso!" />
          <section className="doc-painel" aria-label="Conteúdo do Termo de Garantia">
            <h2 className="nao-imprimir">Conteúdo do Termo de Garantia</h2>
            <DocumentoRenderizado html={html} rotulo="Termo de Garantia" />
          </section>
        </>
      ) : (
        <PainelEstado
          tipo="vazio"
          titulo="Termo de Garantia Não Encontrado"
          textos={[
            "Nenhum conteúdo de garantia foi encontrado para esta venda.",
            "Termo de garantia não foi gerado. Tente gerar novamente ou verifique se existe um modelo de garantia ativo.",
          ]}
          botao="Recarregar"
          aoClicar={recarregar}
          carregando={q.isFetching}
        />
      )}
      <BlocoDepuracao
        itens={[
          ["ID da venda", <span className="mono">{venda.id}</span>],
          ["Cliente", venda.cliente?.nome ?? "Cliente não encontrado"],
          ["CPF", venda.cliente?.cpf ? mascararCpf(venda.cliente.cpf) : "—"],
          ["Produto", venda.produto ? `${venda.produto.codigo} - ${venda.produto.nome_modelo}` : "Produto não encontrado"],
          ["IMEI", <span className="mono">{venda.item.imei}</span>],
          ["Valor total", formatarReais(venda.valor_total)],
          ["Forma de pagamento", ROTULO_FORMA[venda.forma_pagamento]],
          ["Garantia gerada", simNao(venda.garantia_gerada)],
          ["Tamanho do conteúdo", `${tamanho} caracteres`],
        ]}
      />
    </>
  );
}
