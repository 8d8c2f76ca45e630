/** pt-BR texts a user sees when a typed or pasted boleto number is refused. */
export const MSG_BOLETO = {
  tamanho: "A linha digitável deve ter 47 números (ou o código de barras, 44).",
  moeda: "Boleto em moeda não aceita: só boletos em real.",
  campo: (n: number) => `Linha digitável inválida: confira o campo ${n}.`,
  digitoGeral: "Linha digitável inválida: o dígito verificador não confere.",
  codigoBarras: "Código de barras inválido: o dígito verificador não confere.",
  vencimento: "Linha digitável inválida: o fator de vencimento não corresponde a uma data possível.",
} as const;
