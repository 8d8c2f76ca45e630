import { describe, expect, it } from "vitest";
import { assinarAviso, avisoAutentico, CABECALHO_ASSINATURA, CABECALHO_TIMESTAMP, JANELA_ASSINATURA_SEGUNDOS } from "../../functions/lib/aviso-assinado";

const SEGREDO = "segredo-de-teste";
const AGORA = new Date("2026-11-23T12:00:00Z");
const CORPO = '{"id":"evt_1","tipo":"COBRANCA_PAGA"}';

describe("assinatura dos avisos do banco simulado", () => {
  it("assina HMAC-SHA256 de '<timestamp>.<corpo>' com o segredo (vetor fixo)", () => {
    // printf '1795435200.{"id":"evt_1","tipo":"COBRANCA_PAGA"}' | openssl dgst -sha256 -hmac segredo-de-teste
    expect(assinarAviso(SEGREDO, CORPO, AGORA)).toEqual({
      [CABECALHO_TIMESTAMP]: "1795435200",
      [CABECALHO_ASSINATURA]: "v1=767277360a779a839e475fa1a1ff541b3ac782253cc60b58c0d0512948976dc5",
    });
  });

  it("aceita o aviso assinado dentro da janela, com os cabeçalhos em qualquer caixa", () => {
    const h = assinarAviso(SEGREDO, CORPO, AGORA);
    expect(avisoAutentico(SEGREDO, h, CORPO, AGORA)).toBe(true);
    expect(avisoAutentico(SEGREDO, Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toUpperCase(), v])), CORPO, AGORA)).toBe(true);
    expect(avisoAutentico(SEGREDO, h, CORPO, new Date(AGORA.getTime() + JANELA_ASSINATURA_SEGUNDOS * 1000))).toBe(true);
  });

  it.each([
    ["corpo adulterado", () => avisoAutentico(SEGREDO, assinarAviso(SEGREDO, CORPO, AGORA), `${CORPO} `, AGORA)],
    ["outro segredo", () => avisoAutentico(SEGREDO, assinarAviso("outro", CORPO, AGORA), CORPO, AGORA)],
    ["segredo vazio no servidor", () => avisoAutentico("", assinarAviso(SEGREDO, CORPO, AGORA), CORPO, AGORA)],
    ["sem cabeçalhos", () => avisoAutentico(SEGREDO, {}, CORPO, AGORA)],
    ["fora da janela (velho)", () => avisoAutentico(SEGREDO, assinarAviso(SEGREDO, CORPO, AGORA), CORPO, new Date(AGORA.getTime() + (JANELA_ASSINATURA_SEGUNDOS + 1) * 1000))],
    ["fora da janela (futuro)", () => avisoAutentico(SEGREDO, assinarAviso(SEGREDO, CORPO, new Date(AGORA.getTime() + 3600_000)), CORPO, AGORA)],
    ["timestamp trocado", () => avisoAutentico(SEGREDO, { ...assinarAviso(SEGREDO, CORPO, AGORA), [CABECALHO_TIMESTAMP]: "1795435201" }, CORPO, AGORA)],
    ["assinatura curta", () => avisoAutentico(SEGREDO, { [CABECALHO_TIMESTAMP]: "1795435200", [CABECALHO_ASSINATURA]: "v1=abcd" }, CORPO, AGORA)],
    ["assinatura sem versão", () => avisoAutentico(SEGREDO, { ...assinarAviso(SEGREDO, CORPO, AGORA), [CABECALHO_ASSINATURA]: assinarAviso(SEGREDO, CORPO, AGORA)[CABECALHO_ASSINATURA]!.slice(3) }, CORPO, AGORA)],
  ])("recusa: %s", (_nome, verificar) => {
    expect(verificar()).toBe(false);
  });
});
