import { describe, expect, it } from "vitest";
import { PLACEHOLDERS_CONTRATO, PLACEHOLDERS_GARANTIA, marcador } from "../../shared/documentos/placeholders";
import { CONTRATO_PADRAO, GARANTIA_PADRAO, modelosIniciais } from "../../shared/documentos/modelos-padrao";
import { dadosExemplo, renderizarDocumento } from "../../shared/documentos/renderizar";
import { sanitizarHtml } from "../../shared/documentos/sanitizar";
import { ModeloDocumentoInput } from "../../shared/documentos/schemas";

describe("modelos padrão de uma empresa nova", () => {
  it("são um contrato e uma garantia, ambos ativos, com as datas dadas", () => {
    const m = modelosIniciais("2026-01-02T03:04:05.000Z");
    expect(m.map((x) => [x.tipo, x.ativo])).toEqual([["contrato", true], ["garantia", true]]);
    for (const x of m) {
      expect(x.created_at).toBe("2026-01-02T03:04:05.000Z");
      expect(x.updated_at).toBe("2026-01-02T03:04:05.000Z");
      expect(ModeloDocumentoInput.safeParse(x).success).toBe(true);
    }
  });

  it.each([["contrato", CONTRATO_PADRAO], ["garantia", GARANTIA_PADRAO]])("o HTML do %s sai igual do sanitizador", (_t, html) => {
    expect(sanitizarHtml(html)).toBe(html);
  });

  it("o contrato usa todos os seus marcadores e nenhum desconhecido", () => {
    for (const p of PLACEHOLDERS_CONTRATO) expect(CONTRATO_PADRAO).toContain(marcador(p.chave));
    const r = renderizarDocumento(CONTRATO_PADRAO, "contrato", dadosExemplo("Loja X", "2026-05-01"));
    expect(r.desconhecidos).toEqual([]);
    expect(r.html).not.toContain("{{");
  });

  it("a garantia usa os marcadores de garantia e nenhum exclusivo de contrato", () => {
    for (const p of PLACEHOLDERS_GARANTIA) expect(GARANTIA_PADRAO).toContain(marcador(p.chave));
    expect(renderizarDocumento(GARANTIA_PADRAO, "garantia", dadosExemplo()).desconhecidos).toEqual([]);
  });

  it.each([
    // The rates are the sale's, frozen in its disclosure (issue 37): the template names them by placeholder.
    ["multa por atraso", /multa de \{\{multa_atraso\}\}/],
    ["juros de mora pro rata die", /juros de mora de \{\{juros_mora\}\}, calculados pro rata die/],
    ["a periodicidade das parcelas do plano da venda", /vencem a cada \{\{periodicidade_parcelas\}\}/],
    ["informações do art. 52 do CDC", /art\. 52 do CDC/],
    ["quitação antecipada com redução dos juros", /redução proporcional dos juros/],
    ["cobrança sem constrangimento (art. 42)", /art\. 42 do CDC/],
  ])("o contrato trata de %s", (_c, padrao) => {
    expect(CONTRATO_PADRAO).toMatch(padrao);
  });

  describe("a cláusula própria do bloqueio remoto (issue 37 item 6)", () => {
    const comConsentimento = renderizarDocumento(CONTRATO_PADRAO, "contrato", dadosExemplo("Loja X", "2026-05-01")).html;
    const semConsentimento = renderizarDocumento(CONTRATO_PADRAO, "contrato", { ...dadosExemplo("Loja X", "2026-05-01"), consentimento_bloqueio: false }).html;

    it.each([
      ["consentimento separado, expresso e opcional", /de forma separada e expressa<\/strong>.*A autorização é opcional/],
      ["o IMEI do aparelho", /IMEI <strong>356938035643809<\/strong>/],
      ["aviso antes do bloqueio", /Antes de qualquer bloqueio, o CLIENTE será avisado/],
      ["chamadas de emergência e contato com a loja durante o bloqueio", /chamadas de emergência.*contato com a LOJA/],
      ["desbloqueio após o pagamento", /desbloqueio é feito automaticamente/],
      ["o pedido do cliente em perda ou roubo", /perda ou roubo/],
      ["a assinatura própria do cliente", /Maria da Silva Santos<\/strong> — CPF 529\.982\.247-25 — autorizo o bloqueio remoto/],
    ])("com o consentimento, ela sai impressa e trata de %s", (_c, padrao) => {
      expect(comConsentimento).toMatch(padrao);
    });

    it("sem o consentimento, o contrato não fala de bloqueio nem de gerenciamento remoto a não ser para dizer que depende da autorização", () => {
      expect(semConsentimento).not.toContain("AUTORIZAÇÃO DO BLOQUEIO REMOTO");
      expect(semConsentimento).not.toMatch(/poderá ser bloqueado|gerenciamento remoto que permite/);
      expect(semConsentimento).not.toContain("{{");
      // Its paragraph goes too: no empty paragraph left after the signatures.
      expect(semConsentimento.endsWith("<p><strong>Maria da Silva Santos</strong> — CPF 529.982.247-25</p>")).toBe(true);
    });

    it("o nome do cliente na cláusula é texto, nunca HTML", () => {
      const dados = dadosExemplo("Loja X", "2026-05-01");
      const html = renderizarDocumento(CONTRATO_PADRAO, "contrato", { ...dados, cliente: { ...dados.cliente, nome: '<img src=x onerror="alert(1)">Ana' } }).html;
      expect(html).not.toContain("<img");
      expect(html).toContain("&lt;img src=x");
    });
  });

  it.each([
    ["garantia legal de 90 dias do art. 26", /90 \(noventa\) dias.*art\. 26, II/],
    ["garantia da loja somada", /somam-se à garantia legal/],
    ["mau uso", /mau uso/],
    ["líquidos", /contato com líquidos/],
    ["conserto não autorizado", /não autorizada/],
    ["lacres rompidos", /lacres ou etiquetas de garantia rompidos/],
    ["como acionar", /Como acionar a garantia/],
  ])("a garantia trata de %s", (_c, padrao) => {
    expect(GARANTIA_PADRAO).toMatch(padrao);
  });
});
