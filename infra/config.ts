/**
 * Per-environment values: the only place where dev and prod differ. Chosen with
 * `-c env=dev|prod` (default dev, see cdk.json). Stacks receive the resolved object through
 * props; nothing else reads the context.
 */
import { Duration, RemovalPolicy } from "aws-cdk-lib";
import { RetentionDays } from "aws-cdk-lib/aws-logs";

export type NomeAmbiente = "dev" | "prod";

export interface Limite {
  /** Steady-state requests per second. */
  taxa: number;
  /** Bucket size (burst). */
  rajada: number;
}

export interface AmbienteConfig {
  nome: NomeAmbiente;
  /** Data stays in Brazil. */
  regiao: string;
  /** Unset offline: the stacks are then environment-agnostic in account only. */
  conta?: string;
  /** Tables, buckets and user pools (and their log groups). */
  remocao: RemovalPolicy;
  /** DynamoDB/Cognito deletion protection and CloudFormation termination protection of stateful stacks. */
  protecaoContraExclusao: boolean;
  retencaoLogs: RetentionDays;
  /**
   * Site origin (e.g. "https://erp.example.com.br") when the SPA has its own domain. The SPA and
   * the API share one origin through CloudFront, so without it no CORS is configured at all.
   */
  siteUrl?: string;
  cognito: {
    /** USER_PASSWORD_AUTH on the app clients (the local stack needs it; SRP is always on). */
    userPasswordAuth: boolean;
    validadeIdToken: Duration;
    validadeRefreshToken: Duration;
  };
  limites: {
    /** Default for every route of the stage. */
    padrao: Limite;
    /** Tighter, per public route (sign-up, portal, webhooks). */
    publicas: Limite;
  };
  /**
   * Slips: which provider issues them (BOLETOS_PROVEDOR, functions/boletos/provedores). `simulado`
   * signs its notices with a secret generated per deploy (Secrets Manager, api-stack.ts); a real
   * provider's credentials go in a secret of their own.
   */
  boletos: { provedor: "simulado" | "asaas" };
  web: {
    /**
     * Region of the web stack (SPA bucket, CloudFront, WAF). CloudFront is global; a CLOUDFRONT
     * web ACL can only be created in us-east-1, so the WAF needs the web stack there. When it
     * differs from `regiao`, stacks pass values across regions (crossRegionReferences), which
     * needs both regions bootstrapped.
     */
    regiao: string;
    /** WAF rate rule on /api/* in front of CloudFront: requests per 5 minutes per IP. */
    waf?: { limitePor5Min: number };
  };
}

const comuns = {
  regiao: "sa-east-1",
  conta: process.env.CDK_DEFAULT_ACCOUNT,
} as const;

export const AMBIENTES: Record<NomeAmbiente, AmbienteConfig> = {
  dev: {
    ...comuns,
    nome: "dev",
    remocao: RemovalPolicy.DESTROY,
    protecaoContraExclusao: false,
    retencaoLogs: RetentionDays.ONE_WEEK,
    cognito: {
      userPasswordAuth: true,
      validadeIdToken: Duration.hours(1),
      validadeRefreshToken: Duration.days(30),
    },
    limites: { padrao: { taxa: 50, rajada: 100 }, publicas: { taxa: 5, rajada: 10 } },
    boletos: { provedor: "simulado" },
    // No WAF in dev: one region, one bootstrap; stage throttling still guards public routes.
    web: { regiao: "sa-east-1" },
  },
  prod: {
    ...comuns,
    nome: "prod",
    remocao: RemovalPolicy.RETAIN,
    protecaoContraExclusao: true,
    retencaoLogs: RetentionDays.SIX_MONTHS,
    cognito: {
      userPasswordAuth: false,
      validadeIdToken: Duration.hours(1),
      validadeRefreshToken: Duration.days(30),
    },
    limites: { padrao: { taxa: 200, rajada: 400 }, publicas: { taxa: 10, rajada: 20 } },
    // The real provider (asaas) is chosen here once its adapter is wired (functions/boletos/provedores/index.ts).
    boletos: { provedor: "simulado" },
    // HTTP APIs have no WAF of their own: the rate rule sits on CloudFront, hence us-east-1.
    web: { regiao: "us-east-1", waf: { limitePor5Min: 2000 } },
  },
};

/** Resolves `-c env=…`; an unknown name fails the synth instead of deploying something else. */
export function carregarConfig(nome: unknown): AmbienteConfig {
  const escolhido = nome === undefined || nome === null || nome === "" ? "dev" : String(nome);
  if (!(escolhido in AMBIENTES)) {
    throw new Error(`ambiente desconhecido: "${escolhido}" (use -c env=dev ou -c env=prod)`);
  }
  return AMBIENTES[escolhido as NomeAmbiente];
}
