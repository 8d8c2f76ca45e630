/**
 * The 27 federative units (26 states and the Distrito Federal) by their IBGE two-letter codes,
 * stored upper case. The screen offers them by name; the API also takes the code in lower case
 * or with spaces around it ("sp ").
 */
export const UFS = [
  "AC", "AL", "AP", "AM", "BA", "CE", "DF", "ES", "GO", "MA", "MT", "MS", "MG", "PA",
  "PB", "PR", "PE", "PI", "RJ", "RN", "RS", "RO", "RR", "SC", "SP", "SE", "TO",
] as const;
export type Uf = (typeof UFS)[number];

export const NOMES_UF: Record<Uf, string> = {
  AC: "Acre",
  AL: "Alagoas",
  AP: "Amapá",
  AM: "Amazonas",
  BA: "Bahia",
  CE: "Ceará",
  DF: "Distrito Federal",
  ES: "Espírito Santo",
  GO: "Goiás",
  MA: "Maranhão",
  MT: "Mato Grosso",
  MS: "Mato Grosso do Sul",
  MG: "Minas Gerais",
  PA: "Pará",
  PB: "Paraíba",
  PR: "Paraná",
  PE: "Pernambuco",
  PI: "Piauí",
  RJ: "Rio de Janeiro",
  RN: "Rio Grande do Norte",
  RS: "Rio Grande do Sul",
  RO: "Rondônia",
  RR: "Roraima",
  SC: "Santa Catarina",
  SP: "São Paulo",
  SE: "Sergipe",
  TO: "Tocantins",
};

const CONJUNTO = new Set<string>(UFS);

/**
 * "sp" / " SP " → "SP"; anything that is not one of the 27 codes → null. Only a-z is upper-cased
 * (`toUpperCase` would turn "ß" into "SS" and accept letters the user never typed).
 */
export function normalizarUf(valor: string): Uf | null {
  const s = valor.trim().replace(/[a-z]/g, (c) => c.toUpperCase());
  return CONJUNTO.has(s) ? (s as Uf) : null;
}

export function ufValida(valor: string): boolean {
  return normalizarUf(valor) !== null;
}
