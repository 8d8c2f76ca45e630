/**
 * The prices the cost of a shop is computed with (test/bench/custo.ts, issue 29 item 6), each with
 * its unit, source and date. On-demand list prices in sa-east-1 (São Paulo), US$, before taxes,
 * free tiers and discounts (a free tier is per account, not per shop: at 10,000 shops it is gone).
 *
 * Honesty about the source: this machine has no internet. The AWS prices below were written from
 * the public list prices as the AWS pricing pages showed them (month/year in `data`), known without
 * opening the page today; the WhatsApp price was read from a Meta partner's page of Meta's rate card
 * (`fonte`). Before any decision, check each against its page: a change here changes the table.
 */

export interface Preco {
  usd: number;
  unidade: string;
  fonte: string;
  /** Month/year of the page the price is from. */
  data: string;
}

const AWS = "preço de lista público, sa-east-1, conforme página de preços da AWS";

export const PRECOS = {
  // DynamoDB on-demand (Standard table class). AWS halved on-demand throughput prices in Nov 2024.
  dynamoEscrita: { usd: 0.9375, unidade: "US$ por milhão de unidades de escrita (WRU)", fonte: `${AWS} (aws.amazon.com/dynamodb/pricing/on-demand)`, data: "dez/2024" },
  dynamoLeitura: { usd: 0.1875, unidade: "US$ por milhão de unidades de leitura (RRU)", fonte: `${AWS} (aws.amazon.com/dynamodb/pricing/on-demand)`, data: "dez/2024" },
  dynamoArmazenamento: { usd: 0.375, unidade: "US$ por GB-mês", fonte: `${AWS} (aws.amazon.com/dynamodb/pricing/on-demand)`, data: "dez/2024" },
  // Lambda, arm64 (infra/constructs/node-function.ts: Architecture.ARM_64).
  lambdaRequisicao: { usd: 0.2, unidade: "US$ por milhão de invocações", fonte: `${AWS} (aws.amazon.com/lambda/pricing)`, data: "2025" },
  lambdaGbSegundo: { usd: 0.0000133334, unidade: "US$ por GB-segundo (arm64)", fonte: `${AWS} (aws.amazon.com/lambda/pricing)`, data: "2025" },
  // API Gateway HTTP API (every /api/* request is one).
  apiHttp: { usd: 1.9, unidade: "US$ por milhão de requisições (HTTP API, primeiros 300 milhões)", fonte: `${AWS} (aws.amazon.com/api-gateway/pricing)`, data: "2025" },
  sqs: { usd: 0.5, unidade: "US$ por milhão de requisições (fila padrão; cada 64 KB de um lote conta uma)", fonte: `${AWS} (aws.amazon.com/sqs/pricing)`, data: "2025" },
  sqsFifo: { usd: 0.6, unidade: "US$ por milhão de requisições (FIFO)", fonte: `${AWS} (aws.amazon.com/sqs/pricing)`, data: "2025" },
  s3Put: { usd: 0.007, unidade: "US$ por mil PUT (S3 Standard)", fonte: `${AWS} (aws.amazon.com/s3/pricing)`, data: "2025" },
  s3Get: { usd: 0.00056, unidade: "US$ por mil GET (S3 Standard)", fonte: `${AWS} (aws.amazon.com/s3/pricing)`, data: "2025" },
  s3Armazenamento: { usd: 0.0405, unidade: "US$ por GB-mês (S3 Standard, primeiros 50 TB)", fonte: `${AWS} (aws.amazon.com/s3/pricing)`, data: "2025" },
  // CloudFront bills by the viewer's location: South America.
  cloudfrontRequisicoes: { usd: 0.022, unidade: "US$ por 10 mil requisições HTTPS (América do Sul)", fonte: "preço de lista público, conforme página de preços do CloudFront (aws.amazon.com/cloudfront/pricing)", data: "2025" },
  cloudfrontGb: { usd: 0.11, unidade: "US$ por GB transferido à internet (América do Sul, primeiros 10 TB)", fonte: "preço de lista público, conforme página de preços do CloudFront (aws.amazon.com/cloudfront/pricing)", data: "2025" },
  wafAcl: { usd: 5, unidade: "US$ por web ACL por mês", fonte: "preço de lista público, conforme página de preços do AWS WAF (aws.amazon.com/waf/pricing)", data: "2025" },
  wafRegra: { usd: 1, unidade: "US$ por regra por mês", fonte: "preço de lista público, conforme página de preços do AWS WAF (aws.amazon.com/waf/pricing)", data: "2025" },
  wafRequisicoes: { usd: 0.6, unidade: "US$ por milhão de requisições inspecionadas", fonte: "preço de lista público, conforme página de preços do AWS WAF (aws.amazon.com/waf/pricing)", data: "2025" },
  segredo: { usd: 0.4, unidade: "US$ por segredo por mês", fonte: `${AWS} (aws.amazon.com/secrets-manager/pricing)`, data: "2025" },
  segredoChamadas: { usd: 0.05, unidade: "US$ por 10 mil chamadas à API", fonte: `${AWS} (aws.amazon.com/secrets-manager/pricing)`, data: "2025" },
  alarme: { usd: 0.1, unidade: "US$ por alarme padrão (métrica) por mês", fonte: `${AWS} (aws.amazon.com/cloudwatch/pricing)`, data: "2025" },
  logsIngestao: { usd: 0.75, unidade: "US$ por GB ingerido (CloudWatch Logs, Standard)", fonte: `${AWS} (aws.amazon.com/cloudwatch/pricing)`, data: "2025" },
  logsArmazenamento: { usd: 0.0408, unidade: "US$ por GB-mês arquivado", fonte: `${AWS} (aws.amazon.com/cloudwatch/pricing)`, data: "2025" },
  // Cognito: prod turns threat protection on (infra/config.ts), which is the Plus feature plan, billed per monthly active user.
  cognitoMauPlus: { usd: 0.02, unidade: "US$ por usuário ativo no mês (plano Plus, proteção contra ameaças ligada em prod)", fonte: "preço de lista público, conforme página de preços do Amazon Cognito (aws.amazon.com/cognito/pricing)", data: "2025" },
  cognitoMauEssentials: { usd: 0.015, unidade: "US$ por usuário ativo no mês (plano Essentials, acima de 10 mil gratuitos por conta)", fonte: "preço de lista público, conforme página de preços do Amazon Cognito (aws.amazon.com/cognito/pricing)", data: "2025" },
  // Customer messages: the channels of issue 31 (WhatsApp → SMS → e-mail).
  whatsappUtilidade: { usd: 0.0068, unidade: "US$ por mensagem de modelo 'utility' entregue no Brasil (tarifa da Meta)", fonte: "tabela de preços da WhatsApp Business Platform (Meta), Brasil, vigente em 1º/jan/2026, como publicada por parceiro Meta (talkall.com.br/en/novidades/tarifas-whatsapp-2026)", data: "jan/2026" },
  whatsappAws: { usd: 0.005, unidade: "US$ por mensagem enviada pelo AWS End User Messaging Social (além da tarifa da Meta)", fonte: "preço de lista público, conforme página de preços do AWS End User Messaging (aws.amazon.com/end-user-messaging/pricing)", data: "2025" },
  smsBrasil: { usd: 0.02, unidade: "US$ por segmento de SMS a celular no Brasil (AWS End User Messaging SMS, com a tarifa da operadora)", fonte: "preço de lista público, conforme página de preços do AWS End User Messaging SMS; valor aproximado, conferir (varia por rota e operadora)", data: "2025" },
  ses: { usd: 0.0001, unidade: "US$ por e-mail (US$ 0,10 por mil)", fonte: `${AWS} (aws.amazon.com/ses/pricing)`, data: "2025" },
} satisfies Record<string, Preco>;

export type NomePreco = keyof typeof PRECOS;

/** Reais per US dollar, for the Start plan's R$ 49. */
export const CAMBIO = { brlPorUsd: 5.4, fonte: "PTAX de venda (Banco Central), ordem de grandeza de out/2025; conferir na data da decisão", data: "out/2025" };

/** The Start plan's monthly price (issue 29) and the share of it messages may take. */
export const PLANO_START_BRL = 49;
export const TETO_MENSAGENS_FRACAO = 0.1;

/** Issue 29 item 6: the AWS variable cost a shop may have in a month. */
export const ALVO_VARIAVEL_USD = 0.2;
