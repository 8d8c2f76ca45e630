/**
 * The single table's attributes and indexes: the one source for infra (CDK), the local
 * bootstrap and the tests. Index names say the access pattern family, attributes are generic
 * (ElectroDB style), so new entities reuse them.
 */
export const TABELA = {
  /** Logical name; the physical name comes from CDK (deployed) or the local bootstrap. */
  nomeLogico: "Erp",
  pk: "PK",
  sk: "SK",
  ttl: "expira_em",
  /** The stream feeds the aggregates and the outbox (functions/fluxo): both images are needed. */
  stream: "NEW_AND_OLD_IMAGES",
  indices: [
    { nome: "GSI1", pk: "GSI1PK", sk: "GSI1SK" },
    { nome: "GSI2", pk: "GSI2PK", sk: "GSI2SK" },
    // Added after the first deploy: CloudFormation adds one GSI per update, and the local
    // bootstrap adds it to an existing .local/ table (scripts/local/recursos.ts).
    { nome: "GSI3", pk: "GSI3PK", sk: "GSI3SK" },
  ],
} as const;

export type NomeIndice = (typeof TABELA.indices)[number]["nome"];
