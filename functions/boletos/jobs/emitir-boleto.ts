/**
 * Issues one version of one instalment's slip, once ever (issue 11, item 3):
 * 1. claim by a condition on the instalment (still to pay, this version asked, not issued yet);
 *    a repeat, superseded or settled job stops here, acknowledged;
 * 2. the slip's due date and amount (a late one gets a near date and the charges: slipDaParcela);
 * 3. the provider's charge, idempotent by `<parcelaId>:v<versao>` (a concurrent or redelivered job
 *    gets the same charge);
 * 4. the PDF into the bucket; 5. ONE transaction: the slip fields (conditioned on this version not
 *    recorded yet) and the guard from the provider's charge id to the instalment.
 * Nothing here touches the sale: a slip that cannot be issued only marks its instalment `falhou`.
 */
import type { TrabalhoEmitirBoleto } from "../../../shared/api/filas";
import { slipDaParcela, type EncargosAtraso } from "../../../shared/boletos";
import { encargosDe } from "../../../shared/empresa/cobranca";
import { hojeBrasil } from "../../../shared/br/datas";
import { obterContrato, registrarEmissao, reservarEmissao } from "../../contratos";
import { transacao } from "../../lib/db/transacao";
import { logger } from "../../lib/logger";
import { gravarPdf } from "../../lib/s3";
import { provedorBoletos } from "../provedores";
import { FalhaDefinitiva, type BoletoEmitido, type PedidoEmissao } from "../provedores/porta";
import type { ClienteDoBoleto, EmpresaDoBoleto } from "../repo";
import { partesDoBoleto } from "./partes-do-boleto";
import { agora as agoraDoNegocio } from "../../../shared/relogio";

class JaRegistrado extends Error {}

export const chavePdfBoleto = (empresaId: string, contratoId: string, parcelaId: string, versao: number) =>
  `boletos/${empresaId}/${contratoId}/${parcelaId}-v${versao}.pdf`;

/** Renders a slip's PDF and stores it under `chave`; data that cannot be printed is a definitive failure. */
export async function imprimirBoleto(chave: string, nomeArquivo: string, renderizar: () => Promise<Uint8Array>): Promise<void> {
  let bytes: Uint8Array;
  try {
    bytes = await renderizar();
  } catch (erro) {
    // The slip data cannot be printed (a provider answer that does not check, a malformed CNPJ): retrying will not help.
    throw new FalhaDefinitiva(`Boleto não pôde ser impresso: ${(erro as Error).message.slice(0, 200)}`);
  }
  await gravarPdf(chave, bytes, nomeArquivo);
}

export type ResultadoEmissao = "emitido" | "ignorado" | "repetido";

/** pdf-lib and bwip-js (~300 KiB gzip with the SDK) are a lazy chunk: loaded by the first slip rendered, not at cold start. */
export async function pdfDe(b: BoletoEmitido, encargos: EncargosAtraso, empresa: EmpresaDoBoleto, cliente: ClienteDoBoleto & { cpf: string }, numero: number, total: number, contratoId: string, hoje: string, quitacao = false) {
  const { renderizarBoletosPdf } = await import("../pdf");
  return renderizarBoletosPdf({
    banco: b.banco,
    agenciaCodigoBeneficiario: b.agenciaCodigoBeneficiario ?? "-",
    carteira: b.carteira ?? "-",
    loja: { nome: empresa.nome_fantasia, cnpj: empresa.cnpj, endereco: empresa.endereco, cep: empresa.cep, cidade: empresa.cidade, uf: empresa.uf },
    pagador: { nome: cliente.nome, cpf: cliente.cpf, endereco: cliente.endereco, cep: cliente.cep, cidade: cliente.cidade, uf: cliente.uf },
    emitidoEm: hoje,
    encargos,
    slips: [
      {
        numeroParcela: numero,
        totalParcelas: total,
        valorCentavos: b.valorCentavos,
        vencimento: b.vencimento,
        nossoNumero: b.nossoNumeroFormatado,
        numeroDocumento: `${contratoId.slice(-8)}-${quitacao ? "Q" : String(numero).padStart(2, "0")}`,
        linhaDigitavel: b.linhaDigitavel,
        codigoBarras: b.codigoBarras,
        pixCopiaECola: b.pixCopiaECola,
        quitacao,
      },
    ],
  });
}

export async function emitirBoleto(t: TrabalhoEmitirBoleto, agora: Date = agoraDoNegocio()): Promise<ResultadoEmissao> {
  const p = await reservarEmissao(t.empresa_id, t.contrato_id, t.numero_parcela, t.versao);
  if (!p) {
    logger.info("boleto não emitido: repetido, substituído ou parcela encerrada", { parcela: t.parcela_id, versao: t.versao });
    return "ignorado";
  }
  const a = await obterContrato(t.empresa_id, t.contrato_id);
  if (!a) throw new FalhaDefinitiva("Contrato não encontrado");
  const { empresa, cliente, cobranca, pedido: partes } = await partesDoBoleto(t.empresa_id, a.contrato.cliente_id);

  const hoje = hojeBrasil(agora);
  // The store's own late charges (its 'Cobrança' setting; the legal caps when never saved).
  const encargos = encargosDe(cobranca);
  const slip = slipDaParcela({ valorCentavos: p.valor_parcela_centavos, dataVencimento: p.data_vencimento, hoje, encargos });
  const pedido: PedidoEmissao = {
    idempotencia: `${p.id}:v${t.versao}`,
    ...partes,
    parcela: { id: p.id, contratoId: t.contrato_id, numero: p.numero_parcela, total: a.contrato.qtd_parcelas },
    vencimento: slip.vencimentoBoleto,
    valorCentavos: slip.valorBoletoCentavos,
    encargos,
  };
  const provedor = provedorBoletos();
  const b = await provedor.emitir(pedido);

  const pdfChave = chavePdfBoleto(t.empresa_id, t.contrato_id, p.id, t.versao);
  await imprimirBoleto(pdfChave, `boleto-${p.id}-v${t.versao}.pdf`, () => pdfDe(b, encargos, empresa, cliente, p.numero_parcela, a.contrato.qtd_parcelas, t.contrato_id, hoje));

  try {
    await transacao(
      registrarEmissao(
        p,
        {
          versao: t.versao,
          provedor: b.provedor,
          idProvedor: b.idProvedor,
          nossoNumero: b.nossoNumero,
          codigoBarras: b.codigoBarras,
          linhaDigitavel: b.linhaDigitavel,
          pixCopiaECola: b.pixCopiaECola,
          vencimento: b.vencimento,
          valorCentavos: b.valorCentavos,
          pdfChave,
        },
        () => new JaRegistrado(),
      ),
    );
  } catch (erro) {
    if (erro instanceof JaRegistrado) return "repetido";
    throw erro;
  }
  logger.info("boleto emitido", { parcela: p.id, versao: t.versao, provedor: b.provedor, idProvedor: b.idProvedor, emAtraso: slip.emAtraso });
  return "emitido";
}
