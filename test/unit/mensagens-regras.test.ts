/** Issue 31: which channels reach a customer, when the shop may reach a person (with holidays), and what each message says. */
import { describe, expect, it } from "vitest";
import { canaisConfiguradosAws } from "../../functions/mensagens/provedores/aws-config";
import { destinoQueFalha } from "../../functions/mensagens/provedores/simulado";
import { destinosAlcancaveis } from "../../functions/mensagens/saida";
import { destinosDoCliente, mascararDestino, normalizarDestino } from "../../shared/mensagens/canais";
import { horarioPermitido, proximoHorarioPermitido } from "../../shared/mensagens/horario";
import { blocoBoleto, textoMensagem } from "../../shared/mensagens/textos";
import { MODELOS } from "../../shared/mensagens/schemas";

describe("canais do cliente: WhatsApp, depois SMS, depois e-mail", () => {
  it.each([
    ["celular e e-mail", { telefone: "(11) 98765-4321", email: "Ana@Exemplo.com.br" }, [["whatsapp", "11987654321"], ["sms", "11987654321"], ["email", "ana@exemplo.com.br"]]],
    ["recusou o WhatsApp", { telefone: "+55 11 98765-4321", email: null, nao_contatar_por: ["whatsapp"] as const }, [["sms", "11987654321"]]],
    ["recusou tudo", { telefone: "11987654321", email: "a@b.com", nao_contatar_por: ["whatsapp", "sms", "email"] as const }, []],
    ["fixo não recebe WhatsApp nem SMS", { telefone: "(81) 3222-1100", email: "a@b.com" }, [["email", "a@b.com"]]],
    ["sem contato", { telefone: null, email: null }, []],
    ["e-mail inválido é ignorado", { telefone: null, email: "sem-arroba" }, []],
  ])("%s", (_nome, contato, esperado) => {
    expect(destinosDoCliente(contato).map((d) => [d.canal, d.destino])).toEqual(esperado);
  });

  it("só os canais que existem no ambiente são tentados: com a AWS só com e-mail, o celular não vira duas falhas", () => {
    const email = { remetente: "avisos@erp.com.br", nome: "ERP", configuracao: "erp-email" };
    expect(canaisConfiguradosAws({ whatsapp: null, sms: null, email })).toEqual(["email"]);
    const whatsapp = { numero: "phone-number-id-1", versaoMeta: "v20.0", regiao: "sa-east-1", idioma: "pt_BR", modelos: {} };
    expect(canaisConfiguradosAws({ whatsapp, sms: { origem: "arn:sms", configuracao: "erp-sms" }, email })).toEqual(["whatsapp", "sms", "email"]);
    const cliente = { telefone: "(11) 98765-4321", email: "ana@exemplo.com.br" };
    expect(destinosAlcancaveis(cliente, ["email"]).map((d) => d.canal)).toEqual(["email"]);
    expect(destinosAlcancaveis({ telefone: "(11) 98765-4321" }, ["email"])).toEqual([]);
    expect(destinosAlcancaveis(cliente, ["whatsapp", "sms", "email"]).map((d) => d.canal)).toEqual(["whatsapp", "sms", "email"]);
  });

  it("destino cru e mascarado como prova", () => {
    expect(normalizarDestino("(11) 98765-4321")).toBe("11987654321");
    expect(normalizarDestino(" Ana@Exemplo.COM ")).toBe("ana@exemplo.com");
    expect(normalizarDestino("123")).toBeNull();
    expect(mascararDestino("11987654321")).toBe("(11) 9****-4321");
    expect(mascararDestino("ana@exemplo.com")).toBe("a***@exemplo.com");
  });

  it("o mensageiro simulado falha para números terminados em 0000 e e-mails em falha.invalid", () => {
    expect(destinoQueFalha("11987650000")).not.toBeNull();
    expect(destinoQueFalha("ana@falha.invalid")).not.toBeNull();
    expect(destinoQueFalha("11987654321")).toBeNull();
    expect(destinoQueFalha("ana@exemplo.com")).toBeNull();
  });
});

describe("horário em que a loja pode falar com alguém (Brasília, UTC−3)", () => {
  it.each([
    // [instante UTC, permitido, próximo horário permitido]
    ["2026-11-27T11:00:00Z", true, "2026-11-27T11:00:00.000Z"], // sexta 08:00
    ["2026-11-27T10:59:00Z", false, "2026-11-27T11:00:00.000Z"], // sexta 07:59 → 08:00
    ["2026-11-27T09:00:00Z", false, "2026-11-27T11:00:00.000Z"], // a rotina das 06:00 → 08:00
    ["2026-11-27T22:59:00Z", true, "2026-11-27T22:59:00.000Z"], // sexta 19:59
    ["2026-11-27T23:00:00Z", false, "2026-11-28T11:00:00.000Z"], // sexta 20:00 → sábado 08:00
    ["2026-11-28T16:59:00Z", true, "2026-11-28T16:59:00.000Z"], // sábado 13:59
    ["2026-11-28T17:00:00Z", false, "2026-11-30T11:00:00.000Z"], // sábado 14:00 → segunda (domingo nunca)
    ["2026-11-29T15:00:00Z", false, "2026-11-30T11:00:00.000Z"], // domingo meio-dia → segunda 08:00
    ["2026-11-20T15:00:00Z", false, "2026-11-21T11:00:00.000Z"], // Consciência Negra (sexta) → sábado 08:00
    ["2026-12-24T23:30:00Z", false, "2026-12-26T11:00:00.000Z"], // véspera de Natal 20:30 → Natal fechado → sábado 26
    ["2026-12-31T12:00:00Z", false, "2027-01-02T11:00:00.000Z"], // 31/12 e 01/01 sem expediente → sábado 02/01
    ["2027-02-06T18:00:00Z", false, "2027-02-10T11:00:00.000Z"], // sábado 15:00 antes do Carnaval → quarta de cinzas
  ])("%s", (instante, permitido, proximo) => {
    expect(horarioPermitido(new Date(instante))).toBe(permitido);
    expect(proximoHorarioPermitido(new Date(instante)).toISOString()).toBe(proximo);
  });
});

describe("textos das mensagens", () => {
  const loja = { loja: "Cell Recife", whatsapp_loja: "(81) 99876-5432", area_cliente: "https://erp.exemplo.com.br/consulta-boletos", cliente: "Maria" };

  it("cada modelo leva a loja, o WhatsApp da loja e o endereço da área do cliente (o código, não)", () => {
    const variaveis: Record<string, string> = { ...loja, produto: "Galaxy A15", valor_total: "R$ 960,00", parcelas: "8x de R$ 120,00", resumo: "a parcela 1 de 8 vence amanhã.", data_bloqueio: "04/01/2027", valor: "R$ 120,00", descricao: "parcela 1 de 8", codigo: "123456", email: "maria@exemplo.com.br", data: "27/11/2026", forma: "PIX", recibo: "RECIBO Nº 1", tentativas: "10" };
    for (const modelo of MODELOS) {
      const { texto, assunto } = textoMensagem(modelo, variaveis);
      expect(texto, modelo).toContain("Cell Recife");
      expect(texto, modelo).toContain("WhatsApp da loja: (81) 99876-5432");
      expect(assunto.startsWith("Cell Recife — "), modelo).toBe(true);
      if (modelo === "codigo_cadastro") expect(texto).not.toContain("consulta-boletos");
      // The payoff's confirmation points to the termo de quitação there (issue 36 item 3).
      else if (modelo === "quitacao") expect(texto, modelo).toContain("Termo de quitação: https://erp.exemplo.com.br/consulta-boletos");
      else expect(texto, modelo).toContain("Seus boletos: https://erp.exemplo.com.br/consulta-boletos");
    }
  });

  it("as boas-vindas e o aviso de bloqueio dizem o essencial; sem variável obrigatória é erro de programação", () => {
    expect(textoMensagem("boas_vindas", { ...loja, produto: "Galaxy A15", entrada: "R$ 250,00", valor_total: "R$ 1.666,67", parcelas: "11x de R$ 118,05 e a última de R$ 118,12, a primeira em 01/12/2026" }).texto).toBe(
      [
        "Olá, Maria! Cell Recife: obrigado pela compra de Galaxy A15. Entrada de R$ 250,00 e 11x de R$ 118,05 e a última de R$ 118,12, a primeira em 01/12/2026, por boleto ou Pix. Total: R$ 1.666,67.",
        "Seus boletos: https://erp.exemplo.com.br/consulta-boletos",
        "WhatsApp da loja: (81) 99876-5432",
      ].join("\n\n"),
    );
    expect(textoMensagem("bloqueio_agendado", { ...loja, data_bloqueio: "04/01/2027", valor: "R$ 240,00" }).texto).toContain("será bloqueado a partir de 04/01/2027");
    expect(() => textoMensagem("codigo_cadastro", loja)).toThrow(/codigo/);
  });

  it("pagamento recebido e 2ª via dizem de que parcela, em português corrente", () => {
    expect(textoMensagem("pagamento_recebido", { ...loja, descricao: "parcela 1 de 8", valor: "R$ 120,00" }).texto).toContain("Maria! Cell Recife: recebemos o pagamento da parcela 1 de 8: R$ 120,00. Obrigado!");
    expect(textoMensagem("segunda_via", { ...loja, descricao: "parcela 3 de 8" }).texto).toContain("Cell Recife: segue a 2ª via do boleto da parcela 3 de 8.");
  });

  it("o recibo enviado diz o que foi pago, o valor, a data e a forma, e leva o texto do recibo", () => {
    const recibo = ["Cell Recife", "CNPJ 12.345.678/0001-95", "", "RECIBO Nº 01J0000000000000000000CONT-02"].join("\n");
    expect(textoMensagem("recibo", { ...loja, descricao: "parcela 2 de 8", valor: "R$ 118,05", data: "27/11/2026", forma: "PIX", recibo }).texto).toBe(
      [
        "Olá, Maria! Cell Recife: segue o recibo da parcela 2 de 8: R$ 118,05, pagamento em 27/11/2026 por PIX.",
        recibo,
        "Seus boletos: https://erp.exemplo.com.br/consulta-boletos",
        "WhatsApp da loja: (81) 99876-5432",
      ].join("\n\n"),
    );
    expect(() => textoMensagem("recibo", { ...loja, descricao: "parcela 2 de 8", valor: "R$ 118,05", data: "27/11/2026", forma: "PIX" })).toThrow(/recibo/);
  });

  it("um boleto no texto: parcela, vencimento, valor, linha digitável formatada e Pix copia e cola", () => {
    const linha = "23790001246000000001234000000004186740000015000";
    expect(blocoBoleto({ numero: 2, qtd: 8, vencimento: "2026-12-05", valorCentavos: 15000, linhaDigitavel: linha, pix: "00020126pix" })).toBe(
      ["Parcela 2/8 — vence 05/12/2026 — R$ 150,00", "Linha digitável: 23790.00124 60000.000012 34000.000004 1 86740000015000", "Pix copia e cola: 00020126pix"].join("\n"),
    );
  });
});
