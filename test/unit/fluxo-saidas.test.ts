import { describe, expect, it } from "vitest";
import type { Registro } from "../../functions/fluxo/registro";
import { FILAS_DAS_SAIDAS, saidas } from "../../functions/fluxo/saidas";
import { FLUXO_SAIDAS } from "../../shared/api/filas";

const P = {
  entidade: "parcela",
  id: "C1-01",
  contrato_id: "C1",
  numero_parcela: 1,
  status_parcela: "aberta",
  boleto_versao: 1,
  boleto_status: "emitido",
  boleto_provedor: "simulado",
  boleto_id_provedor: "B1",
  origem_pagamento: null,
};
const reg = (evento: Registro["evento"], antes: Record<string, unknown> | undefined, depois: Record<string, unknown>): Registro => ({ eventId: "e", evento, empresaId: "E1", antes, depois });
const corpos = (r: Registro) => saidas(r).map((s) => s.trabalho.corpo);
const baixar = (id: string) => ({ tipo: "baixar", id_trabalho: `baixar:simulado:${id}`, empresa_id: "E1", provedor: "simulado", id_provedor: id });

describe("saídas de boleto do stream (outbox)", () => {
  it("parcela nova → emitir a versão 1", () => {
    expect(corpos(reg("INSERT", undefined, { ...P, boleto_status: "emitindo", boleto_id_provedor: null }))).toEqual([
      { tipo: "emitir", id_trabalho: "emitir:C1-01:v1", empresa_id: "E1", contrato_id: "C1", parcela_id: "C1-01", numero_parcela: 1, versao: 1 },
    ]);
  });

  it("parcela gravada sem pedido de boleto (migração, contratos semeados) → nada", () => {
    expect(corpos(reg("INSERT", undefined, { ...P, boleto_status: null, boleto_id_provedor: null }))).toEqual([]);
    expect(corpos(reg("INSERT", undefined, { ...P, boleto_status: "emitido" }))).toEqual([]);
  });

  it("versão pedida aumentou (Reenviar boletos) → emitir a nova versão", () => {
    expect(corpos(reg("MODIFY", P, { ...P, boleto_versao: 2, boleto_status: "emitindo" }))).toEqual([
      { tipo: "emitir", id_trabalho: "emitir:C1-01:v2", empresa_id: "E1", contrato_id: "C1", parcela_id: "C1-01", numero_parcela: 1, versao: 2 },
    ]);
  });

  it.each([
    ["paga à mão com cobrança → baixar a cobrança", P, { ...P, status_parcela: "paga", origem_pagamento: "manual" }, [baixar("B1")]],
    ["cancelada com cobrança → baixar", P, { ...P, status_parcela: "cancelada" }, [baixar("B1")]],
    ["reemissão trocou a cobrança → baixar a antiga", P, { ...P, boleto_versao: 2, boleto_id_provedor: "B2" }, [baixar("B1")]],
    ["cobrança gravada depois de paga à mão → baixar a nova", { ...P, status_parcela: "paga", origem_pagamento: "manual", boleto_id_provedor: null }, { ...P, status_parcela: "paga", origem_pagamento: "manual" }, [baixar("B1")]],
    ["paga pelo banco → nada", P, { ...P, status_parcela: "paga", origem_pagamento: "banco" }, []],
    ["cancelada sem cobrança → nada", { ...P, boleto_id_provedor: null }, { ...P, boleto_id_provedor: null, status_parcela: "cancelada" }, []],
    ["boleto emitido (versão 1) → nada", { ...P, boleto_id_provedor: null, boleto_status: "emitindo" }, P, []],
    ["vencida → nada", P, { ...P, status_parcela: "vencida" }, []],
  ])("%s", (_nome, antes, depois, esperado) => {
    expect(corpos(reg("MODIFY", antes, depois))).toEqual(esperado);
  });

  it("envia só para as filas que o consumidor das saídas declara (a infra dá o envio e a URL a partir dele)", () => {
    expect([...FILAS_DAS_SAIDAS].sort()).toEqual([...FLUXO_SAIDAS.filas].sort());
  });
});

describe("saídas de mensagem do stream (outbox, issue 31)", () => {
  const M = { entidade: "mensagem", id: "M1", empresa_id: "E1", contrato_id: "C1", status: "pendente", tentativa: 0 };
  const enviar = (tentativa: number, extra: Record<string, unknown> = {}) => ({ tipo: "enviar", id_trabalho: `mensagem:M1:${tentativa}`, empresa_id: "E1", contrato_id: "C1", mensagem_id: "M1", tentativa, ...extra });

  it("pendente ao nascer → enviar no primeiro canal; agendada → nada até ser liberada", () => {
    expect(corpos(reg("INSERT", undefined, M))).toEqual([enviar(0)]);
    expect(corpos(reg("INSERT", undefined, { ...M, status: "agendada" }))).toEqual([]);
    expect(corpos(reg("MODIFY", { ...M, status: "agendada" }, M))).toEqual([enviar(0)]);
  });

  it("um canal que falhou passa ao próximo → enviar nele; mudanças de status sem novo canal → nada", () => {
    expect(corpos(reg("MODIFY", { ...M, status: "enviada" }, { ...M, tentativa: 1 }))).toEqual([enviar(1)]);
    expect(corpos(reg("MODIFY", M, { ...M, status: "enviada" }))).toEqual([]);
    expect(corpos(reg("MODIFY", M, M))).toEqual([]);
    expect(corpos(reg("MODIFY", { ...M, status: "enviada" }, { ...M, status: "falhou" }))).toEqual([]);
  });

  it("mensagem sem empresa (destino cru: código de cadastro) também sai", () => {
    const semEmpresa = { ...M, empresa_id: null, contrato_id: null };
    expect(saidas({ eventId: "e", evento: "INSERT", empresaId: undefined, antes: undefined, depois: semEmpresa }).map((s) => [s.fila, s.trabalho.corpo])).toEqual([
      ["mensagens-jobs", enviar(0, { empresa_id: null, contrato_id: null })],
    ]);
  });
});
