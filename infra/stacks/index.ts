/**
 * Wires the seven stacks for one environment. Stacks get what they need through props (CDK turns
 * the references into exports/imports); nothing is looked up by name. app.ts calls this with the
 * real folders, tests with fixtures.
 */
import { type App, type Environment, Tags } from "aws-cdk-lib";
import type { Agendamento, ConsumidorFluxo, Fila } from "../../shared/api/filas";
import type { Rota } from "../../shared/api/routes";
import type { AmbienteConfig } from "../config";
import type { ResolverEntrada } from "../constructs/node-function";
import { ApiStack } from "./api-stack";
import { AuthStack } from "./auth-stack";
import { BordaStack } from "./borda-stack";
import { DataStack } from "./data-stack";
import { JobsStack } from "./jobs-stack";
import { MonitorStack } from "./monitor-stack";
import { WebStack } from "./web-stack";

/** Everything defaults to the real tables and folders; tests substitute their own. */
export interface OpcoesApp {
  entrada?: ResolverEntrada;
  pastaSpa?: string;
  rotas?: readonly Rota[];
  filas?: readonly Fila[];
  agendamentos?: readonly Agendamento[];
  /** null: no stream consumer. */
  fluxo?: readonly ConsumidorFluxo[] | null;
}

export function montarApp(app: App, config: AmbienteConfig, opcoes: OpcoesApp = {}) {
  // S3 server access logs are granted by a bucket policy on the log bucket instead of the legacy
  // LogDeliveryWrite ACL (S3 User Guide recommends the policy). Set here, before any construct
  // exists, so app.ts and the tests build the same thing.
  app.node.setContext("@aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy", true);
  const prefixo = `Erp-${config.nome}`;
  const env: Environment = { account: config.conta, region: config.regiao };
  // Values reach a web stack in another region (us-east-1 for the WAF) through SSM parameters.
  const crossRegionReferences = config.web.regiao !== config.regiao;
  const protegida = { terminationProtection: config.protecaoContraExclusao };

  const data = new DataStack(app, `${prefixo}-Data`, { env, config, ...protegida });
  const auth = new AuthStack(app, `${prefixo}-Auth`, { env, config, ...protegida, crossRegionReferences });
  const base = { tabela: data.tabela, bucket: data.documentos, staff: auth.staff, cliente: auth.cliente };
  // The origin header's secret lives where CloudFront's stack is (borda-stack.ts).
  const borda = new BordaStack(app, `${prefixo}-Borda`, { env: { account: config.conta, region: config.web.regiao }, config, crossRegionReferences });
  const jobs = new JobsStack(app, `${prefixo}-Jobs`, {
    env,
    config,
    recursos: base,
    entrada: opcoes.entrada,
    filas: opcoes.filas,
    agendamentos: opcoes.agendamentos,
    fluxo: opcoes.fluxo,
  });
  const api = new ApiStack(app, `${prefixo}-Api`, {
    env,
    config,
    recursos: { ...base, filas: jobs.filas },
    segredoOrigem: borda.segredoOrigem,
    entrada: opcoes.entrada,
    rotas: opcoes.rotas,
    crossRegionReferences,
  });
  const web = new WebStack(app, `${prefixo}-Web`, {
    env: { account: config.conta, region: config.web.regiao },
    config,
    dominioApi: api.dominioApi,
    segredoOrigem: borda.segredoOrigem,
    rotas: opcoes.rotas,
    staff: auth.staff,
    cliente: auth.cliente,
    pastaSpa: opcoes.pastaSpa,
    crossRegionReferences,
  });

  const monitor = new MonitorStack(app, `${prefixo}-Monitor`, { env, config, api, jobs });

  Tags.of(app).add("app", "erp-celulares");
  Tags.of(app).add("ambiente", config.nome);
  return { data, auth, borda, jobs, api, web, monitor };
}
