/** Issue 36 item 3: a message leaves only while what caused it is still true, and a contract's messages leave in order. */
import { describe, expect, it } from "vitest";
import { MOTIVOS_DESCARTE, anteriorACaminho, motivoDescarte, type MensagemParaVigencia, type SituacaoDoContrato } from "../../shared/mensagens/vigencia";

const contrato = (o: Partial<SituacaoDoContrato> = {}): SituacaoDoContrato => ({
  status_contrato: "ativo",
  parcelas: [
    { numero_parcela: 1, status_parcela: "vencida" },
    { numero_parcela: 2, status_parcela: "aberta" },
  ],
  status_aparelho: "ativo",
  aparelho_bloqueado: false,
  bloqueio_previsto_para: null,
  ...o,
});
const msg = (o: Partial<MensagemParaVigencia> = {}): MensagemParaVigencia => ({ id: "01B", modelo: "lembrete_atraso", parcelas: [1], status: "pendente", ...o });

describe("a mensagem ainda é verdadeira quando sai", () => {
  it("um lembrete da parcela em atraso sai enquanto ela deve", () => {
    expect(motivoDescarte(msg(), contrato())).toBeNull();
  });

  it("o lembrete, a 2ª via e as boas-vindas de um contrato quitado não saem (Pix de um contrato liquidado)", () => {
    const quitado = contrato({ status_contrato: "liquidado", parcelas: [{ numero_parcela: 1, status_parcela: "paga" }] });
    for (const modelo of ["lembrete_antes", "lembrete_vencimento", "lembrete_atraso", "segunda_via", "boas_vindas"] as const) {
      expect(motivoDescarte(msg({ modelo }), quitado)).toBe(MOTIVOS_DESCARTE.contratoQuitado);
    }
    expect(motivoDescarte(msg(), contrato({ status_contrato: "cancelado" }))).toBe(MOTIVOS_DESCARTE.contratoCancelado);
  });

  it("a cobrança de uma parcela já paga não sai; a de outra ainda devida sai", () => {
    const paga = contrato({ parcelas: [{ numero_parcela: 1, status_parcela: "paga" }, { numero_parcela: 2, status_parcela: "aberta" }] });
    expect(motivoDescarte(msg({ parcelas: [1] }), paga)).toBe(MOTIVOS_DESCARTE.parcelasPagas);
    expect(motivoDescarte(msg({ modelo: "segunda_via", parcelas: [1] }), paga)).toBe(MOTIVOS_DESCARTE.parcelasPagas);
    expect(motivoDescarte(msg({ parcelas: [2] }), paga)).toBeNull();
    expect(motivoDescarte(msg({ parcelas: [1, 2] }), paga)).toBeNull();
  });

  it("o aviso de bloqueio não sai depois de cancelado o bloqueio; sai enquanto ele está marcado", () => {
    expect(motivoDescarte(msg({ modelo: "bloqueio_agendado" }), contrato({ bloqueio_previsto_para: null }))).toBe(MOTIVOS_DESCARTE.bloqueioCancelado);
    expect(motivoDescarte(msg({ modelo: "bloqueio_agendado" }), contrato({ bloqueio_previsto_para: "2026-12-10" }))).toBeNull();
  });

  it("'bloqueado' não sai com o aparelho já desbloqueado, nem 'desbloqueado' com ele bloqueado de novo", () => {
    expect(motivoDescarte(msg({ modelo: "bloqueado", parcelas: [] }), contrato({ aparelho_bloqueado: false, status_aparelho: "ativo" }))).toBe(MOTIVOS_DESCARTE.jaDesbloqueado);
    expect(motivoDescarte(msg({ modelo: "bloqueado", parcelas: [] }), contrato({ aparelho_bloqueado: true, status_aparelho: "bloqueado" }))).toBeNull();
    expect(motivoDescarte(msg({ modelo: "desbloqueado", parcelas: [] }), contrato({ aparelho_bloqueado: true, status_aparelho: "bloqueado" }))).toBe(MOTIVOS_DESCARTE.bloqueadoDeNovo);
    expect(motivoDescarte(msg({ modelo: "desbloqueado", parcelas: [] }), contrato())).toBeNull();
  });

  it("uma cobrança mais nova do mesmo tipo substitui a antiga; recibos e confirmações sempre saem", () => {
    const nova = msg({ id: "01C", status: "agendada" });
    expect(motivoDescarte(msg({ id: "01B" }), contrato(), [nova])).toBe(MOTIVOS_DESCARTE.substituida);
    expect(motivoDescarte(msg({ id: "01B" }), contrato(), [{ ...nova, status: "descartada" }])).toBeNull();
    expect(motivoDescarte(msg({ id: "01B", modelo: "bloqueio_agendado" }), contrato({ bloqueio_previsto_para: "2026-12-10" }), [nova])).toBeNull();
    const quitado = contrato({ status_contrato: "liquidado" });
    for (const modelo of ["pagamento_recebido", "recibo"] as const) expect(motivoDescarte(msg({ modelo }), quitado, [nova])).toBeNull();
  });
});

describe("as mensagens de um contrato saem na ordem em que foram feitas", () => {
  it("espera a mais antiga a caminho; não espera a que aguarda o horário nem a já enviada", () => {
    const m = msg({ id: "01C" });
    expect(anteriorACaminho(m, [msg({ id: "01B", status: "pendente" })])?.id).toBe("01B");
    expect(anteriorACaminho(m, [msg({ id: "01B", status: "agendada" }), msg({ id: "01A", status: "enviada" })])).toBeNull();
    expect(anteriorACaminho(m, [msg({ id: "01D", status: "pendente" })])).toBeNull();
  });
});
