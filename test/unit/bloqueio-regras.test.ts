import { describe, expect, it } from "vitest";
import {
  acoesPermitidas,
  avisoDoPedido,
  consentiuBloqueio,
  dataDoBloqueioAnunciado,
  dataDoBloqueioManual,
  deveBloquear,
  diasBancariosEntre,
  estadoDoAparelho,
  parcelasEmAtraso,
  planoPermite,
  primeiroDiaDeBloqueio,
  recusaDaAcao,
  ufComLeiContraBloqueio,
  ufSemBloqueio,
  type EntradaBloqueio,
  type EstadoParaAcao,
} from "../../shared/bloqueio/regras";
import { MSG_BLOQUEIO, PedidoBloqueioManual, STATUS_APARELHO } from "../../shared/bloqueio/schemas";
import { MSG_CONSENTIMENTO, situacaoDoBloqueioNaLoja } from "../../shared/bloqueio/consentimento";

const base: EntradaBloqueio = {
  vencimentoUtil: "2026-11-23",
  dia: "2026-12-02",
  diasCarencia: 5,
  valorEmAtrasoCentavos: 15000,
  valorMinimoCentavos: 0,
  ufCliente: "PE",
  ufEmpresa: "PE",
  ufsSemBloqueio: ["CE"],
  suspenso: false,
  plano: "master",
  bloqueioAutomatico: true,
};

describe("deveBloquear (BLOQUEIO.md)", () => {
  it.each([
    ["2026-11-23", "2026-12-01", 5, false],
    ["2026-11-23", "2026-12-02", 5, true],
    ["2026-12-28", "2027-01-07", 5, false],
    ["2026-12-28", "2027-01-08", 5, true],
    ["2026-11-23", "2026-12-05", 5, false], // a Saturday
    ["2026-12-10", "2026-12-31", 5, false], // no banking on 31/12
    ["2026-11-23", "2026-11-27", 3, false],
    ["2026-11-23", "2026-11-30", 3, true],
  ])("vencimento_util %s, dia %s, carência %i → %s", (vencimentoUtil, dia, diasCarencia, esperado) => {
    expect(deveBloquear({ ...base, vencimentoUtil, dia, diasCarencia }).bloquear).toBe(esperado);
  });

  it.each([
    [{ plano: "pro" }, "plano"],
    [{ plano: "start" }, "plano"],
    [{ bloqueioAutomatico: false }, "desligado"],
    [{ suspenso: true }, "suspenso"],
    [{ ufCliente: "CE" }, "uf"],
    [{ ufEmpresa: "CE" }, "uf"],
    [{ dia: "2026-12-06" }, "dia_sem_expediente"],
    [{ vencimentoUtil: null }, "sem_atraso"],
    [{ valorEmAtrasoCentavos: 0 }, "sem_atraso"],
    [{ valorMinimoCentavos: 15001 }, "valor_minimo"],
    [{ dia: "2026-12-01" }, "carencia"],
  ] as const)("%o → não bloqueia (%s)", (sobrepor, motivo) => {
    expect(deveBloquear({ ...base, ...sobrepor })).toEqual({ bloquear: false, motivo });
  });

  it("valor igual ao mínimo bloqueia; a lista de UFs sem bloqueio vazia libera as UFs sem lei contra (nunca o Ceará)", () => {
    expect(deveBloquear({ ...base, valorMinimoCentavos: 15000 }).bloquear).toBe(true);
    expect(deveBloquear({ ...base, ufCliente: "PE", ufsSemBloqueio: [] }).bloquear).toBe(true);
    expect(deveBloquear({ ...base, ufCliente: "CE", ufsSemBloqueio: [] }).bloquear).toBe(false);
  });

  it("conta dias bancários estritamente entre as datas e acha o primeiro dia de bloqueio", () => {
    expect(diasBancariosEntre("2026-11-23", "2026-12-02")).toBe(6);
    expect(diasBancariosEntre("2026-12-28", "2027-01-08")).toBe(6);
    expect(diasBancariosEntre("2026-12-02", "2026-11-23")).toBe(0);
    expect(primeiroDiaDeBloqueio("2026-11-23", 5)).toBe("2026-12-02");
    expect(primeiroDiaDeBloqueio("2026-12-28", 5)).toBe("2027-01-08");
  });
});

describe("o anúncio antes do bloqueio automático (BLOQUEIO.md)", () => {
  it.each([
    // vencimento_util 2026-11-23, carência 5: primeiro dia 02/12 → anunciado em 01/12 para 02/12.
    ["2026-11-23", "2026-11-30", null],
    ["2026-11-23", "2026-12-01", "2026-12-02"],
    // Rodando depois do dia: anuncia no dia em que roda, para o dia útil seguinte.
    ["2026-11-23", "2026-12-02", "2026-12-03"],
    // 2026-11-25: primeiro dia 04/12; a rotina só rodou em 01/12, 02/12 e 05/12 (sábado) → anunciado em 05/12 para 07/12.
    ["2026-11-25", "2026-12-01", null],
    ["2026-11-25", "2026-12-02", null],
    ["2026-11-25", "2026-12-05", "2026-12-07"],
    // Sem expediente em 31/12 e 01/01: primeiro dia 08/01/2027, anunciado em 07/01.
    ["2026-12-28", "2027-01-06", null],
    ["2026-12-28", "2027-01-07", "2027-01-08"],
  ])("vencimento_util %s, rotina em %s → %s", (vu, dia, esperado) => {
    expect(dataDoBloqueioAnunciado(vu, 5, dia)).toBe(esperado);
  });

  it("o dia anunciado é sempre um dia em que o bloqueio pode acontecer, e nunca o da própria execução", () => {
    for (let i = 0; i < 40; i += 1) {
      const dia = new Date(Date.UTC(2026, 10, 24 + i)).toISOString().slice(0, 10);
      const data = dataDoBloqueioAnunciado("2026-11-23", 5, dia);
      if (!data) continue;
      expect(data > dia).toBe(true);
      expect(deveBloquear({ ...base, dia: data }).bloquear).toBe(true);
    }
  });
});

describe("o que o aparelho permite fazer e por que se recusa", () => {
  const estado: EstadoParaAcao = {
    plano: "pro",
    statusContrato: "inadimplente",
    statusAparelho: "ativo",
    aparelhoBloqueado: false,
    matricula: "ativa",
    consentimento: true,
    ufSemBloqueio: false,
    parcelasEmAtraso: 1,
    aPedidoDoCliente: false,
  };

  it.each([
    ["ativo", "ativo", ["bloquear", "suspender"]],
    ["bloqueando", "inadimplente", ["desbloquear", "suspender"]],
    ["bloqueado", "inadimplente", ["desbloquear", "suspender"]],
    ["desbloqueando", "ativo", ["bloquear", "suspender"]],
    ["suspenso", "inadimplente", ["retomar"]],
    ["bloqueado", "liquidado", ["desbloquear"]],
    ["ativo", "liquidado", []],
    ["ativo", "cancelado", []],
  ] as const)("aparelho %s, contrato %s → %j", (aparelho, contrato, esperado) => {
    expect(acoesPermitidas(aparelho, contrato)).toEqual(esperado);
  });

  it.each([true, false])("as ações oferecidas são exatamente as que a regra aceita (a tela e a rota dizem o mesmo), com consentimento %s", (consentimento) => {
    for (const statusAparelho of STATUS_APARELHO) {
      for (const statusContrato of ["ativo", "inadimplente", "liquidado", "cancelado"] as const) {
        const permitidas = acoesPermitidas(statusAparelho, statusContrato, consentimento);
        for (const acao of ["bloquear", "desbloquear", "suspender", "retomar"] as const) {
          const aceita = recusaDaAcao(acao, { ...estado, consentimento, statusAparelho, statusContrato, aparelhoBloqueado: statusAparelho === "bloqueado" }) === null;
          expect(aceita, `${statusAparelho}/${statusContrato}/${acao}`).toBe(permitidas.includes(acao));
        }
      }
    }
  });

  it("sem o consentimento do cliente nada se bloqueia nem suspende, nem a pedido do cliente: o aparelho não está matriculado", () => {
    const sem = { ...estado, consentimento: false, matricula: null };
    expect(acoesPermitidas("ativo", "inadimplente", false)).toEqual([]);
    expect(recusaDaAcao("bloquear", sem)).toEqual({ tipo: "conflito", mensagem: MSG_BLOQUEIO.semConsentimento });
    expect(recusaDaAcao("bloquear", { ...sem, aPedidoDoCliente: true, parcelasEmAtraso: 0 })).toEqual({ tipo: "conflito", mensagem: MSG_BLOQUEIO.semConsentimento });
    expect(recusaDaAcao("suspender", sem)).toEqual({ tipo: "conflito", mensagem: MSG_BLOQUEIO.semConsentimento });
    // The plan's refusal comes first (403), as for any lock.
    expect(recusaDaAcao("bloquear", { ...sem, plano: "start" })?.tipo).toBe("plano");
  });

  it.each([
    ["consentiu na venda", { consentimento_bloqueio: true, matricula: null }, true],
    ["não consentiu", { consentimento_bloqueio: false, matricula: null }, false],
    ["não consentiu, mesmo com matrícula", { consentimento_bloqueio: false, matricula: "ativa" }, false],
    ["contrato antigo matriculado", { consentimento_bloqueio: null, matricula: "ativa" }, true],
    ["contrato antigo com matrícula recusada", { consentimento_bloqueio: null, matricula: "recusada" }, true],
    ["contrato antigo sem matrícula", { consentimento_bloqueio: null, matricula: null }, false],
  ] as const)("consentimento: %s → %s", (_caso, c, esperado) => {
    expect(consentiuBloqueio(c)).toBe(esperado);
  });

  it.each([
    [{ plano: "start" }, { tipo: "plano", mensagem: MSG_BLOQUEIO.plano }],
    [{ statusContrato: "liquidado" }, { tipo: "conflito", mensagem: MSG_BLOQUEIO.contratoEncerrado }],
    [{ statusAparelho: "suspenso" }, { tipo: "conflito", mensagem: MSG_BLOQUEIO.suspenso }],
    [{ statusAparelho: "bloqueado" }, { tipo: "conflito", mensagem: MSG_BLOQUEIO.jaBloqueado }],
    [{ matricula: "recusada" }, { tipo: "conflito", mensagem: MSG_BLOQUEIO.matriculaRecusada }],
    [{ ufSemBloqueio: true }, { tipo: "conflito", mensagem: MSG_BLOQUEIO.ufSemBloqueio }],
    [{ ufSemBloqueio: true, ufComLei: true }, { tipo: "conflito", mensagem: MSG_BLOQUEIO.ufComLei }],
    [{ consentimento: false }, { tipo: "conflito", mensagem: MSG_BLOQUEIO.semConsentimento }],
    [{ parcelasEmAtraso: 0 }, { tipo: "conflito", mensagem: MSG_BLOQUEIO.semAtraso }],
    [{ parcelasEmAtraso: 0, aPedidoDoCliente: true }, null],
    [{ plano: "master" }, null],
  ] as const)("bloquear com %j → %j", (mudanca, esperado) => {
    expect(recusaDaAcao("bloquear", { ...estado, ...mudanca })).toEqual(esperado);
  });

  it("desbloquear, suspender e retomar nunca dependem do plano nem de atraso", () => {
    const start = { ...estado, plano: "start", parcelasEmAtraso: 0 };
    expect(recusaDaAcao("desbloquear", { ...start, statusAparelho: "bloqueado", aparelhoBloqueado: true })).toBeNull();
    expect(recusaDaAcao("desbloquear", { ...start, statusAparelho: "ativo", aparelhoBloqueado: true })).toBeNull();
    expect(recusaDaAcao("suspender", start)).toBeNull();
    expect(recusaDaAcao("retomar", { ...start, statusAparelho: "suspenso" })).toBeNull();
  });

  it("plano: manual no Pro e no Master, automático só no Master", () => {
    expect([planoPermite("start", "manual"), planoPermite("pro", "manual"), planoPermite("master", "manual")]).toEqual([false, true, true]);
    expect([planoPermite("pro", "automatico"), planoPermite("master", "automatico")]).toEqual([false, true]);
  });

  it("UF sem bloqueio: a do cliente ou a da loja, sem importar maiúsculas e espaços", () => {
    expect(ufSemBloqueio(["CE"], "ce", "PE")).toBe(true);
    expect(ufSemBloqueio([" ce "], null, "CE")).toBe(true);
    expect(ufSemBloqueio(["CE"], "PE", undefined)).toBe(false);
    expect(ufSemBloqueio(["PE"], "pe", null)).toBe(true);
    expect(ufSemBloqueio([], "SP", "PE")).toBe(false);
  });

  it("no Ceará nunca se bloqueia, mesmo com CE fora da lista da loja (lei estadual de nov/2025)", () => {
    expect(ufSemBloqueio([], "CE", null)).toBe(true);
    expect(ufSemBloqueio([], null, " ce ")).toBe(true);
    expect(ufComLeiContraBloqueio("PE", "ce")).toBe(true);
    expect(ufComLeiContraBloqueio("PE", null)).toBe(false);
    expect(deveBloquear({ ...base, ufsSemBloqueio: [], ufCliente: "CE" })).toEqual({ bloquear: false, motivo: "uf" });
  });

  it("parcelas em atraso: passadas do vencimento útil (um sábado não atrasa na segunda) ou já vencidas, a mais antiga primeiro", () => {
    const p = (numero_parcela: number, data_vencimento: string, status_parcela: "aberta" | "vencida" | "paga" = "aberta") => ({ numero_parcela, data_vencimento, status_parcela, valor_parcela_centavos: 100 });
    // 05/12/2026 is a Saturday: vencimento útil 07/12.
    const parcelas = [p(3, "2026-12-20"), p(2, "2026-12-05"), p(1, "2026-11-20", "paga"), p(4, "2027-01-04", "vencida")];
    expect(parcelasEmAtraso(parcelas, "2026-12-07").map((x) => x.numero_parcela)).toEqual([4]);
    expect(parcelasEmAtraso(parcelas, "2026-12-08").map((x) => x.numero_parcela)).toEqual([2, 4]);
  });

  it("o pedido do cliente só vale para bloquear; o motivo tem no máximo 500 caracteres", () => {
    expect(PedidoBloqueioManual.safeParse({ acao: "bloquear", motivo: "Roubo", a_pedido_do_cliente: true }).success).toBe(true);
    const r = PedidoBloqueioManual.safeParse({ acao: "suspender", motivo: "x", a_pedido_do_cliente: true });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([MSG_BLOQUEIO.aPedidoSoNoBloqueio]);
    expect(PedidoBloqueioManual.safeParse({ acao: "bloquear", motivo: "x", a_pedido_do_cliente: "sim" }).success).toBe(false);
    // The reason goes to the audit PDF: accents, emoji and line breaks stay, control and invisible characters do not.
    expect(PedidoBloqueioManual.safeParse({ acao: "suspender", motivo: "Reclamação no Procon 📄\nprotocolo 123" }).success).toBe(true);
    for (const motivo of ["abc\u0000", "arquivo\u202Efdp.exe", "\uD800x"]) expect(PedidoBloqueioManual.safeParse({ acao: "suspender", motivo }).success, JSON.stringify(motivo)).toBe(false);
  });
});

describe("dataDoBloqueioManual (issue 36: o bloqueio manual por atraso é anunciado; nunca antes do dia bancário seguinte ao aviso)", () => {
  it.each([
    ["segunda 11:00 → terça", "2026-12-07T14:00:00Z", "2026-12-08"],
    ["sexta 21:00: a mensagem sai sábado 08:00 → segunda", "2026-12-05T00:00:00Z", "2026-12-07"],
    ["domingo: a mensagem sai segunda 08:00 → terça", "2026-12-06T15:00:00Z", "2026-12-08"],
    ["quarta 30/12 → 04/01 (31/12 e 01/01 sem expediente bancário)", "2026-12-30T13:00:00Z", "2027-01-04"],
  ])("%s", (_, instante, esperado) => {
    expect(dataDoBloqueioManual(new Date(instante))).toBe(esperado);
  });
});

describe("estadoDoAparelho — o contrato encerrado mostra o aparelho liberado, não 'Ativo' (issue 36 item 12)", () => {
  it.each([
    ["ativo", "ativo", "ativa", "ativo"],
    ["ativo", "inadimplente", "ativa", "ativo"],
    ["bloqueado", "ativo", "ativa", "bloqueado"],
    ["ativo", "liquidado", "liberada", "liberado"],
    ["ativo", "cancelado", "liberada", "liberado"],
    ["ativo", "liquidado", "ativa", "liberando"],
    ["ativo", "liquidado", "pendente", "liberando"],
    ["ativo", "liquidado", null, "liberado"],
    ["ativo", "liquidado", "recusada", "liberado"],
    // Still locked (its release failed): the lock state, so 'Desbloquear' makes sense beside it.
    ["bloqueado", "liquidado", "ativa", "bloqueado"],
    ["desbloqueando", "liquidado", "ativa", "desbloqueando"],
  ] as const)("aparelho %s, contrato %s, matrícula %s → %s", (status_aparelho, status_contrato, matricula, esperado) => {
    expect(estadoDoAparelho({ status_aparelho, status_contrato, matricula })).toBe(esperado);
  });
});

describe("avisoDoPedido — o aviso depois do pedido diz o que foi feito e o que falta, nunca um bloqueio que o aparelho não confirmou (issue 36 item 12)", () => {
  it.each([
    ["bloquear", "bloqueando", null, "Bloqueio solicitado: o aparelho será bloqueado assim que confirmar."],
    ["bloquear", "ativo", "2026-12-08", "Bloqueio agendado para 08/12/2026"],
    ["bloquear", "bloqueado", null, "Aparelho bloqueado."],
    ["desbloquear", "desbloqueando", null, "Desbloqueio solicitado: o aparelho será desbloqueado assim que confirmar."],
    ["desbloquear", "ativo", null, "Aparelho desbloqueado."],
    ["suspender", "suspenso", null, "Bloqueio suspenso com sucesso!"],
    ["retomar", "ativo", null, "Bloqueio retomado com sucesso!"],
  ] as const)("%s → aparelho %s, agendado %s: %s", (acao, status_aparelho, bloqueio_previsto_para, esperado) => {
    expect(avisoDoPedido(acao, { status_aparelho, bloqueio_previsto_para })).toBe(esperado);
  });
});

describe("o que a tela da venda diz do bloqueio da loja, junto da autorização do cliente (issue 37 item 6)", () => {
  it.each([
    ["start", { bloqueio_automatico: false, dias_carencia: 5 }, MSG_CONSENTIMENTO.semPlano],
    ["start", undefined, MSG_CONSENTIMENTO.semPlano],
    ["pro", { bloqueio_automatico: false, dias_carencia: 5 }, MSG_CONSENTIMENTO.automaticoDesligado],
    // A Pro shop whose setting says on (saved before a downgrade) has no automatic lock.
    ["pro", { bloqueio_automatico: true, dias_carencia: 5 }, MSG_CONSENTIMENTO.automaticoDesligado],
    ["master", { bloqueio_automatico: true, dias_carencia: 7 }, "O bloqueio automático está ligado nesta loja: com a autorização, o aparelho pode ser bloqueado após 7 dias úteis de atraso, sempre com aviso antes ao cliente."],
    ["master", undefined, null],
  ] as const)("plano %s, cobrança %j → %s", (plano, cobranca, esperado) => {
    expect(situacaoDoBloqueioNaLoja(plano, cobranca)).toBe(esperado);
  });
});
