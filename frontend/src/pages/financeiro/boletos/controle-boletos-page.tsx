/**
 * /financeiro/boletos — 'Controle de Boletos' (spec sections 2 and 8): the company's boleto
 * contracts, newest first, searched and filtered by the server, paged with 'Carregar mais'; each
 * card opens its instalments with their slips, 'Marcar Paga', copy linha digitável / Pix and
 * 'Reenviar boletos', the device's lock status and actions (each through a confirmation dialog) and
 * the contract's audit trail. While a slip is being issued or a device is locking or unlocking,
 * the list asks again every few seconds. Warns while the shop's address is incomplete (its slips
 * go out without the beneficiary's address).
 */
import { useInfiniteQuery } from "@tanstack/react-query";
import { Button } from "primereact/button";
import { ConfirmDialog } from "primereact/confirmdialog";
import { useEffect, useMemo, useState } from "react";
import { avisoDoPedido, parcelasEmAtraso } from "../../../../../shared/bloqueio/regras";
import { hojeBrasil } from "../../../../../shared/br/datas";
import type { PagamentoBalcao } from "../../../../../shared/vendas/pagamento-balcao";
import type { ContratoNaLista, Parcela, StatusContrato } from "../../../../../shared/vendas/schemas";
import { usePode, useSessao } from "../../../app/guards";
import { AvisoSemEndereco } from "../../../components/aviso-sem-endereco";
import { useAvisos } from "../../../components/avisos";
import { BannerErro } from "../../../components/banner-erro";
import { Carregando } from "../../../components/carregando";
import { usePedirBloqueio } from "../../../features/boletos/api/bloqueio-api";
import { boletosQueries, CONTRATOS_POR_TELA, usePagarParcela, useReenviarBoletos } from "../../../features/boletos/api/boletos-api";
import { ACOES_BLOQUEIO, MSG_BLOQUEIO_TELA, type AcaoBloqueio } from "../../../features/boletos/rotulos-bloqueio";
import { MSG_BOLETOS, textoEnfileirados } from "../../../features/boletos/rotulos-boletos";
import { useAtrasado } from "../../../features/vendas/usar-atrasado";
import { mensagemDe } from "../../../lib/erros-formulario";
import { CartaoContrato } from "./cartao-contrato";
import { DialogoBloqueio, type PedidoDoDialogo } from "./dialogo-bloqueio";
import { DialogoPagarParcela } from "./dialogo-pagar-parcela";
import { FiltrosContratos } from "./filtros-contratos";
import type { Copia } from "./tabela-parcelas-boleto";
import "./controle-boletos.css";

function Vazio({ comFiltro }: { comFiltro: boolean }) {
  return (
    <div className="contratos-vazio" role="status">
      <i className="pi pi-file" aria-hidden />
      <strong>{MSG_BOLETOS.vazio}</strong>
      <span>{comFiltro ? MSG_BOLETOS.vazioComFiltro : MSG_BOLETOS.vazioSemContratos}</span>
    </div>
  );
}

export default function ControleBoletosPage() {
  const { empresa } = useSessao();
  const podeFazer = usePode();
  const [busca, setBusca] = useState("");
  const [status, setStatus] = useState<StatusContrato | null>(null);
  const q = useAtrasado(busca.trim(), 350);
  const filtros = useMemo(() => ({ status, q }), [status, q]);
  const lista = useInfiniteQuery(boletosQueries.lista(filtros));
  const pagar = usePagarParcela();
  const reenviar = useReenviarBoletos();
  const bloqueio = usePedirBloqueio();
  const [pedido, setPedido] = useState<{ contrato: ContratoNaLista; acao: AcaoBloqueio } | null>(null);
  const [erroBloqueio, setErroBloqueio] = useState<string | null>(null);
  const avisos = useAvisos();
  const [atualizando, setAtualizando] = useState(false);
  const comFiltro = filtros.q !== "" || filtros.status !== null;
  const contratos = useMemo(() => lista.data?.pages.flatMap((pg) => pg.items) ?? [], [lista.data]);

  // A rare term makes the server answer a short (even empty) page with `next` rather than read
  // the whole index in one request: go on by itself until a screenful is found or nothing is left.
  // (Never from the previous filters' pages still on screen while the new ones load.)
  const { hasNextPage, isFetchingNextPage, isError, isPlaceholderData, fetchNextPage } = lista;
  const ultimaVazia = lista.data?.pages.at(-1)?.items.length === 0;
  const continuar = hasNextPage && (contratos.length < CONTRATOS_POR_TELA || ultimaVazia) && !isError && !isPlaceholderData;
  useEffect(() => {
    if (continuar && !isFetchingNextPage) void fetchNextPage();
  }, [continuar, isFetchingNextPage, fetchNextPage]);

  const atualizar = () => {
    setAtualizando(true);
    void lista.refetch().finally(() => setAtualizando(false));
  };

  // 'Marcar Paga' asks how and when the money came in (issue 27 item 6); a refusal stays in the dialog.
  const [aPagar, setAPagar] = useState<{ parcela: Parcela; dataVenda: string } | null>(null);
  const [erroPagar, setErroPagar] = useState<string | null>(null);
  const pedirPagamento = (p: Parcela) => {
    setErroPagar(null);
    setAPagar({ parcela: p, dataVenda: contratos.find((c) => c.id === p.contrato_id)?.data_venda ?? "" });
  };
  const confirmarPagamento = (pagamento: Required<PagamentoBalcao>) => {
    if (!aPagar) return;
    const p = aPagar.parcela;
    pagar.mutate(
      { parcelaId: p.id, ...pagamento },
      {
        onSuccess: () => {
          avisos.sucesso(MSG_BOLETOS.paga(p.numero_parcela));
          setAPagar(null);
        },
        onError: (e) => setErroPagar(MSG_BOLETOS.erroPagar(mensagemDe(e, "Erro desconhecido"))),
      },
    );
  };

  const copiar = async (p: Parcela, tipo: Copia) => {
    const texto = tipo === "linha" ? p.linha_digitavel : p.pix_copia_e_cola;
    try {
      if (!texto || !navigator.clipboard) throw new Error("área de transferência indisponível");
      await navigator.clipboard.writeText(texto);
      avisos.sucesso(tipo === "linha" ? MSG_BOLETOS.linhaCopiada : MSG_BOLETOS.pixCopiado);
    } catch {
      avisos.erro(tipo === "linha" ? MSG_BOLETOS.erroCopiarLinha : MSG_BOLETOS.erroCopiarPix);
    }
  };

  const pedirReenvio = (c: ContratoNaLista) =>
    reenviar.mutate(c.id, {
      onSuccess: (r) => avisos.sucesso(MSG_BOLETOS.reenviados, textoEnfileirados(r.enfileirados)),
      onError: (e) => avisos.erro(MSG_BOLETOS.erroReenviar(mensagemDe(e, MSG_BOLETOS.erroReenviarPadrao))),
    });

  const confirmarBloqueio = (dados: PedidoDoDialogo) => {
    if (!pedido) return;
    const textos = ACOES_BLOQUEIO[pedido.acao];
    setErroBloqueio(null);
    bloqueio.mutate(
      { contratoId: pedido.contrato.id, ...dados },
      {
        // What the answer says was done: a lock for a debt is scheduled (the toast names the day, as the
        // card does); one at the customer's request, or an unlock, is sent and waits for the phone (issue 36).
        onSuccess: (r) => {
          avisos.sucesso(avisoDoPedido(pedido.acao, r));
          setPedido(null);
        },
        // The refusal stays in the dialog (e.g. nothing overdue: the customer's own request is the other way).
        onError: (e) => setErroBloqueio(textos.erro(mensagemDe(e, MSG_BLOQUEIO_TELA.erroPadrao))),
      },
    );
  };
  const abrirBloqueio = (contrato: ContratoNaLista, acao: AcaoBloqueio) => {
    setErroBloqueio(null);
    setPedido({ contrato, acao });
  };

  // A failed refresh keeps the cards already shown under the banner.
  let corpo;
  if (lista.isPending) corpo = <Carregando texto="Carregando contratos..." />;
  else if (!lista.data) corpo = null;
  else if (!contratos.length && continuar) corpo = <Carregando texto="Buscando contratos..." />;
  else {
    corpo = contratos.length ? (
      <>
        <div className="contratos-lista" aria-busy={lista.isFetching && !lista.isFetchingNextPage}>
          {contratos.map((c) => (
            <CartaoContrato
              key={c.id}
              contrato={c}
              pagando={pagar.isPending ? (pagar.variables?.parcelaId ?? null) : null}
              reenviando={reenviar.isPending && reenviar.variables === c.id}
              pedindoBloqueio={bloqueio.isPending && bloqueio.variables?.contratoId === c.id}
              aoPagar={pedirPagamento}
              aoCopiar={(p, tipo) => void copiar(p, tipo)}
              aoReenviar={pedirReenvio}
              aoPedirBloqueio={abrirBloqueio}
              aoErro={(m) => avisos.erro(m)}
              aoAvisar={(tipo, texto) => (tipo === "sucesso" ? avisos.sucesso(texto) : avisos.erro(texto))}
            />
          ))}
        </div>
        {lista.hasNextPage && !continuar && (
          <div className="carregar-mais">
            <Button
              type="button"
              label={lista.isFetchingNextPage ? "Carregando..." : "Carregar mais"}
              outlined
              disabled={lista.isFetchingNextPage}
              onClick={() => void lista.fetchNextPage()}
            />
          </div>
        )}
      </>
    ) : (
      <Vazio comFiltro={comFiltro} />
    );
  }

  return (
    <section className="controle-boletos">
      {avisos.elemento}
      <ConfirmDialog />
      {aPagar && (
        <DialogoPagarParcela
          key={aPagar.parcela.id}
          parcela={aPagar.parcela}
          dataVenda={aPagar.dataVenda}
          enviando={pagar.isPending}
          erro={erroPagar}
          aoConfirmar={confirmarPagamento}
          aoFechar={() => setAPagar(null)}
        />
      )}
      {pedido && (
        <DialogoBloqueio
          key={`${pedido.contrato.id}:${pedido.acao}`}
          acao={pedido.acao}
          cliente={pedido.contrato.cliente?.nome ?? "Cliente não encontrado"}
          imei={pedido.contrato.item.imei}
          parcelasEmAtraso={parcelasEmAtraso(pedido.contrato.parcelas, hojeBrasil()).length}
          enviando={bloqueio.isPending}
          erro={erroBloqueio}
          aoConfirmar={confirmarBloqueio}
          aoFechar={() => setPedido(null)}
        />
      )}
      <div className="titulo-acoes">
        <div>
          <h1>Controle de Boletos</h1>
          <p className="nota contratos-empresa">{empresa.nome_fantasia}</p>
        </div>
        <Button type="button" icon="pi pi-refresh" label="Atualizar" outlined loading={atualizando} disabled={atualizando} onClick={atualizar} />
      </div>
      <AvisoSemEndereco passos={empresa.primeiros_passos} podeCorrigir={podeFazer("administrar")} />
      <FiltrosContratos busca={busca} status={status} aoBuscar={setBusca} aoFiltrar={setStatus} />
      <BannerErro mensagem={lista.isError ? MSG_BOLETOS.erroCarregar(mensagemDe(lista.error, "Erro desconhecido")) : null} />
      {corpo}
    </section>
  );
}
