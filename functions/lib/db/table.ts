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
    { nome: "GSI1", pk: "GSI1PK", sk: "GSI1SK", projecao: "ALL" },
    { nome: "GSI2", pk: "GSI2PK", sk: "GSI2SK", projecao: "ALL" },
    // Added after the first deploy: CloudFormation adds one GSI per update, and the local
    // bootstrap adds it to an existing .local/ table (scripts/local/recursos.ts).
    { nome: "GSI3", pk: "GSI3PK", sk: "GSI3SK", projecao: "ALL" },
    // The contracts list's search ('Controle de Boletos'): only contracts carry it, and it holds
    // only what the filter reads (a contract item carries its whole HTML document, several KB),
    // so a filtered page of 20,000 contracts reads ~250 bytes per contract. Also added after the
    // first deploy: a stack update that adds GSI3 and GSI4 at once fails (infra/README.md).
    { nome: "GSI4", pk: "GSI4PK", sk: "GSI4SK", projecao: ["busca", "status_contrato"] },
  ],
} as const;

export type NomeIndice = (typeof TABELA.indices)[number]["nome"];
/** "ALL" or the non-key attributes an INCLUDE projection copies (keys are always projected). */
export type ProjecaoIndice = (typeof TABELA.indices)[number]["projecao"];
