/**
 * The edge (CloudFront) in front of the API: the names of the two headers it adds to every /api/*
 * request and the answer of a request that did not come through it. Shared by the functions
 * (functions/lib/borda.ts), the CDK app (infra/stacks/web-stack.ts) and the tests.
 */

/**
 * The secret origin header: CloudFront's API origin sends it (a custom origin header, value from
 * Secrets Manager); the API answers 403 without it. The pattern is AWS's "Restricting access to
 * Application Load Balancers / custom origins" with a custom header (CloudFront Developer Guide,
 * "Adding custom headers to origin requests", security use case).
 */
export const CABECALHO_ORIGEM = "x-erp-origem";

/**
 * The viewer's address as CloudFront saw it, always overwritten by the /api/* viewer-request
 * function (web-stack.ts CODIGO_IP_CLIENTE). Trusted only on a request that carried a valid
 * origin header: anything else could have written it.
 */
export const CABECALHO_IP_CLIENTE = "x-erp-ip-cliente";

export const ORIGEM_INVALIDA = {
  code: "ORIGEM_INVALIDA",
  message: "Acesso permitido somente pelo endereço oficial do sistema.",
} as const;
