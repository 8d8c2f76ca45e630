/**
 * /financeiro/contrato/{id} — a boleto sale's generated contract (spec sections 2 and 8), opened
 * in a new tab: loading, loaded, not found, not generated and error states; printing prints only
 * the document.
 */
import { useQuery } from "@tanstack/react-query";
import { Message } from "primereact/message";
import { useParams } from "react-router-dom";
import { mascararCpf } from "../../../../shared/br/cpf";
import { formatarReais } from "../../../../shared/br/dinheiro";
import { BannerErro } from "../../components/banner-erro";
import { Carregando } from "../../components/carregando";
import { vendasQueries } from "../../features/vendas/api/vendas-api";
import { BlocoDepuracao, BotaoImprimir, DocumentoRenderizado, PainelEstado, simNao, useDocumentoSeguro } from "../../features/vendas/components/documento-venda";
import { ErroApi } from "../../lib/api-client";
import { ParcelasTabela } from "./parcelas-tabela";
import "./documento-venda.css";

export default function ContratoPage() {
  const { id } = useParams();
  return (
    <section className="doc-pagina">
      {id ? <Contrato id={id} /> : <><h1>Detalhes do Contrato</h1><BannerErro mensagem="ID do contrato ou empresa não fornecidos" /></>}
    </section>
  );
}

function Contrato({ id }: { id: string }) {
  const q = useQuery(vendasQueries.contrato(id));
  const html = useDocumentoSeguro(q.data?.conteudo_gerado);
  const recarregar = () => void q.refetch();
  const c = q.data;
  const cabecalho = (
    <header className="doc-cabecalho">
      <div>
        <h1>Detalhes do Contrato</h1>
        {c && (
          <p className="doc-subtitulo">
            Cliente: <strong>{c.cliente?.nome ?? "Cliente não encontrado"}</strong> · Produto: <strong>{c.produto?.nome_modelo ?? "Produto não encontrado"}</strong> · IMEI:{" "}
            <strong className="mono">{c.item.imei}</strong>
          </p>
        )}
      </div>
      {c && html && <BotaoImprimir rotulo="Imprimir Contrato" html={html} titulo={`Contrato - ${c.cliente?.nome ?? c.id}`} />}
    </header>
  );

  if (q.isPending) return (<>{cabecalho}<Carregando texto="Carregando contrato..." /></>);
  if (q.isError) {
    const naoEncontrado = q.error instanceof ErroApi && q.error.status === 404;
    return (
      <>
        {cabecalho}
        {naoEncontrado ? (
          <PainelEstado tipo="vazio" titulo="Contrato Não Encontrado" textos={["Contrato não encontrado"]} botao="Recarregar" aoClicar={recarregar} carregando={q.isFetching} />
        ) : (
          <PainelEstado tipo="erro" titulo="Erro ao Carregar o Contrato" textos={[`Erro ao carregar o contrato: ${q.error.message}`]} botao="Tentar Novamente" aoClicar={recarregar} carregando={q.isFetching} />
        )}
      </>
    );
  }
  const tamanho = q.data.conteudo_gerado.length;
  return (
    <>
      {cabecalho}
      {html ? (
        <>
          <Message severity="success" className="doc-aviso nao-imprimir" text="Contrato carregado com sucesso!" />
          <DocumentoRenderizado html={html} rotulo="Contrato" />
        </>
      ) : (
        <BannerErro mensagem="Conteúdo do contrato não foi gerado. Tente gerar o contrato novamente." />
      )}
      <section aria-label="Parcelas do contrato" className="doc-parcelas nao-imprimir">
        <h2>Parcelas</h2>
        <ParcelasTabela parcelas={q.data.parcelas} />
      </section>
      <BlocoDepuracao
        itens={[
          ["ID do contrato", <span className="mono">{q.data.id}</span>],
          ["Cliente", q.data.cliente ? `${q.data.cliente.nome}${q.data.cliente.cpf ? ` (CPF ${mascararCpf(q.data.cliente.cpf)})` : ""}` : "Cliente não encontrado"],
          ["Produto", q.data.produto ? `${q.data.produto.codigo} - ${q.data.produto.nome_modelo}` : "Produto não encontrado"],
          ["IMEI", <span className="mono">{q.data.item.imei}</span>],
          ["Valor total", formatarReais(q.data.valor_total)],
          ["Conteúdo gerado", simNao(tamanho > 0)],
          ["Tamanho do conteúdo", `${tamanho} caracteres`],
        ]}
      />
    </>
  );
}
