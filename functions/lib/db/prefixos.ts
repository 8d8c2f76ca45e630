/**
 * Sort-key prefixes the Queries read (a list, a contract's trail, a report's cells), beside the
 * full keys of ./keys.ts that build on them (a key format is a stored contract: test/unit/keys.test.ts).
 */

/**
 * The upper end of a sort-key prefix read as a range: `SK BETWEEN :p AND fimDoPrefixo(:p)` selects
 * exactly the keys `begins_with(SK, :p)` does (every key character sorts at or below U+10FFFF, and
 * no key holds it). DynamoDB reads both forms as a key range; DynamoDB Local (npm start, tests,
 * bench) finds a begins_with prefix by walking the partition from its first key, so in a company
 * with 20,000 sales a list of 10 items cost 22 ms instead of 4 — the range form avoids that.
 */
export const fimDoPrefixo = (prefixo: string): string => `${prefixo}\u{10FFFF}`;

/** Sort-key prefixes for the company's lists (Query PK=EMP#id, begins_with). */
export const prefixos = {
  usuario: "USUARIO#",
  marca: "MARCA#",
  categoria: "CATEGORIA#",
  fornecedor: "FORNECEDOR#",
  cliente: "CLIENTE#",
  produto: "PRODUTO#",
  entrada: "ENTRADA#",
  posicao: "POSICAO#",
  modeloDocumento: "MODELO_DOC#",
} as const;

/** Sort-key prefixes of the report aggregates (one Query each, begins_with). */
export const prefixosRelatorio = {
  parcelas: "REL#PARCELAS#",
  vendasFin: "REL#VFIN#",
  vendasFinDia: "REL#VFDIA#",
} as const;

/** Sort-key prefix of one contract's audit trail (Query begins_with: oldest first). */
export const prefixoComandosAparelho = (contratoId: string) => `COMANDO_APARELHO#${contratoId}#`;
/** Sort-key prefix of the reminders sent for one instalment (Query begins_with). */
export const prefixoLembretesParcela = (contratoId: string, numero: number) => `LEMBRETE#${contratoId}#${String(numero).padStart(2, "0")}#`;
/** Sort-key prefix of one contract's messages (oldest first: ULIDs); `-` for a company message of no contract. */
export const prefixoMensagensContrato = (contratoId: string | null) => `MENSAGEM#${contratoId ?? "-"}#`;
export const prefixoEventosContrato = (contratoId: string) => `EVENTO_CONTRATO#${contratoId}#`;
