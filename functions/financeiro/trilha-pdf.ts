/**
 * The audit trail of a contract as a PDF (GET /api/contratos/{id}/eventos?formato=pdf), for the
 * customer, Procon or a court (docs/bloqueio.md "Evidence"): A4, pt-BR, the store (name, CNPJ), the
 * contract, the customer (CPF partly masked), the device (IMEI), then every event oldest first in
 * words (shared/vendas/eventos-texto.ts) with its date and time in Brasília and who acted. Drawn
 * with pdf-lib and the slips' text helpers (functions/boletos/pdf/texto.ts). Pure: data in, bytes out.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { descreverEvento, formatarInstante } from "../../shared/vendas/eventos-texto";
import type { EventoContrato } from "../../shared/vendas/eventos";
import { cpfParcial } from "../../shared/br/cpf";
import { formatarData } from "../../shared/br/datas";
import { formatarCentavos } from "../../shared/br/dinheiro";
import { formatarCnpjAlfanumerico, quebrarLinhas, textoImprimivel } from "../boletos";

const LARGURA = 595.28;
const ALTURA = 841.89;
const MARGEM = 40;
const UTIL = LARGURA - 2 * MARGEM;
const RODAPE = 40;
const CINZA = rgb(0.35, 0.35, 0.35);
const PRETO = rgb(0, 0, 0);

export interface DadosTrilha {
  loja: { nome: string; cnpj: string };
  contrato: { id: string; data_venda: string; status_contrato: string; status_aparelho: string; valor_total_centavos: number; qtd_parcelas: number; imei: string };
  cliente: { nome: string; cpf: string | null } | null;
  modelo: string | null;
  eventos: readonly EventoContrato[];
  /** User id → name, for `por`. */
  nomes: ReadonlyMap<string, string>;
  /** When the document was generated (ISO instant). */
  geradoEm: string;
}

/** "***.456.789-**": enough to recognise the person, not enough to use the number. */

const STATUS_APARELHO: Record<string, string> = { ativo: "ativo", bloqueando: "bloqueio em andamento", bloqueado: "bloqueado", desbloqueando: "desbloqueio em andamento", suspenso: "bloqueio suspenso" };

class Escritor {
  private pagina!: PDFPage;
  private topo = 0;
  readonly paginas: PDFPage[] = [];

  constructor(
    private readonly pdf: PDFDocument,
    private readonly normal: PDFFont,
    private readonly negrito: PDFFont,
  ) {
    this.novaPagina();
  }

  private novaPagina(): void {
    this.pagina = this.pdf.addPage([LARGURA, ALTURA]);
    this.paginas.push(this.pagina);
    this.topo = MARGEM;
  }

  /** Wrapped text from the current line on; a new page when it does not fit. */
  escrever(valor: string, opts: { tamanho?: number; negrito?: boolean; recuo?: number; cor?: typeof PRETO; espacoDepois?: number } = {}): void {
    const fonte = opts.negrito ? this.negrito : this.normal;
    const tamanho = opts.tamanho ?? 9;
    const recuo = opts.recuo ?? 0;
    const altura = tamanho * 1.35;
    for (const linha of quebrarLinhas(fonte, tamanho, textoImprimivel(fonte, valor), UTIL - recuo)) {
      if (this.topo + altura > ALTURA - RODAPE) this.novaPagina();
      this.pagina.drawText(linha, { x: MARGEM + recuo, y: ALTURA - this.topo - tamanho, size: tamanho, font: fonte, color: opts.cor ?? PRETO });
      this.topo += altura;
    }
    this.topo += opts.espacoDepois ?? 0;
  }

  regua(): void {
    if (this.topo + 8 > ALTURA - RODAPE) this.novaPagina();
    this.pagina.drawLine({ start: { x: MARGEM, y: ALTURA - this.topo - 3 }, end: { x: LARGURA - MARGEM, y: ALTURA - this.topo - 3 }, thickness: 0.5, color: CINZA });
    this.topo += 8;
  }

  rodapes(texto: string): void {
    const total = this.paginas.length;
    this.paginas.forEach((p, i) => {
      const t = textoImprimivel(this.normal, `${texto} — página ${i + 1} de ${total}`);
      p.drawText(t, { x: MARGEM, y: RODAPE / 2, size: 7, font: this.normal, color: CINZA });
    });
  }
}

export async function renderizarTrilhaPdf(d: DadosTrilha): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Trilha de auditoria do contrato ${d.contrato.id}`);
  pdf.setLanguage("pt-BR");
  pdf.setProducer("ERP Celulares");
  pdf.setCreationDate(new Date(d.geradoEm));
  const [normal, negrito] = await Promise.all([pdf.embedFont(StandardFonts.Helvetica), pdf.embedFont(StandardFonts.HelveticaBold)]);
  const e = new Escritor(pdf, normal, negrito);

  e.escrever("Trilha de auditoria do contrato", { tamanho: 15, negrito: true, espacoDepois: 4 });
  e.escrever(`Loja: ${d.loja.nome} — CNPJ ${formatarCnpjAlfanumerico(d.loja.cnpj)}`);
  e.escrever(`Contrato: ${d.contrato.id} — venda de ${formatarData(d.contrato.data_venda)}, ${formatarCentavos(d.contrato.valor_total_centavos)} em ${d.contrato.qtd_parcelas} parcelas — situação: ${d.contrato.status_contrato}`);
  e.escrever(`Cliente: ${d.cliente?.nome ?? "não encontrado"} — CPF ${cpfParcial(d.cliente?.cpf ?? null)}`);
  e.escrever(`Aparelho: ${d.modelo ?? "aparelho"} — IMEI ${d.contrato.imei} — situação do bloqueio: ${STATUS_APARELHO[d.contrato.status_aparelho] ?? d.contrato.status_aparelho}`);
  e.escrever(`Documento gerado em ${formatarInstante(d.geradoEm)} (horário de Brasília). Registros em ordem cronológica; nenhum registro é alterado ou apagado depois de gravado.`, { tamanho: 8, cor: CINZA, espacoDepois: 4 });
  e.regua();

  if (!d.eventos.length) e.escrever("Nenhum evento registrado até o momento.");
  for (const evento of d.eventos) {
    const p = descreverEvento(evento, d.nomes);
    e.escrever(`${p.quando} — ${p.titulo}`, { negrito: true, tamanho: 9.5 });
    e.escrever(`Por: ${p.autor}`, { recuo: 10, tamanho: 8.5, cor: CINZA });
    for (const linha of p.linhas) e.escrever(linha, { recuo: 10, tamanho: 8.5 });
    e.escrever("", { espacoDepois: 4 });
  }
  e.rodapes(`${d.loja.nome} — contrato ${d.contrato.id}`);
  return pdf.save();
}
