/**
 * The edge in front of the API (docs/arquitetura.md: browser → CloudFront → /api/* → API Gateway):
 *
 * - `verificarOrigem`: the API answers only requests that came through CloudFront. CloudFront's
 *   API origin sends a secret header (shared/api/borda.ts CABECALHO_ORIGEM) whose value lives in
 *   Secrets Manager as `{"atual","anterior"}`; a request without it, or with a wrong one (the
 *   `execute-api` address called directly), answers 403 ORIGEM_INVALIDA before any route runs.
 *   Both values are accepted so a rotation never refuses CloudFront's requests while its edges
 *   switch (infra/README.md "Cabeçalho de origem"). The values are cached per Lambda container
 *   for ORIGEM_TTL_MS: a new value is taken at most that long after it is written.
 * - `enderecoDoCliente`: the one place that says which client address a limit counts. Behind
 *   CloudFront the connection's address (API Gateway's `requestContext.http.sourceIp`) is an edge
 *   server, so the viewer's address is read from CABECALHO_IP_CLIENTE — only on a request whose
 *   origin header was valid, since only CloudFront can have written it then. Otherwise the
 *   connection's address: a header the client sends never moves a count.
 *
 * Webhooks (the banks, the lock provider) are not exempt. docs/arquitetura.md puts them among the
 * public routes behind CloudFront and its WAF rate rule, and the providers are registered with
 * the site's address (https://<site>/api/webhooks/…, infra/README.md): CloudFront forwards their
 * body and every header, so their signatures check as before. An exemption would leave the
 * `execute-api` address open, for those routes, to floods that skip the WAF; the signature stays
 * the second lock.
 *
 * Configuration (functions/lib/env.ts): ORIGEM_SEGREDO, the secret's ARN (AWS, set by
 * infra/stacks/api-stack.ts), or ORIGEM_VALORES, the accepted values comma-separated (a local
 * stand-in for tests). Neither: the check is off — allowed only locally (APP_ENV local/test); a
 * deployed function without it refuses every request instead of running unguarded.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";
import * as z from "zod/mini";
import { CABECALHO_IP_CLIENTE, CABECALHO_ORIGEM, ORIGEM_INVALIDA } from "../../shared/api/borda";
import { ambiente } from "./env";
import { ErroApi } from "./errors";
import type { EventoHttp } from "./http";
import { logger } from "./logger";

/** How long a container keeps the accepted values before reading the secret again. */
export const ORIGEM_TTL_MS = 5 * 60 * 1000;

/** The secret's shape; `anterior` is empty before the first rotation. */
export const ValoresOrigem = z.object({
  atual: z.string().check(z.minLength(32, "atual curto demais")),
  anterior: z.optional(z.string()),
});
export type ValoresOrigem = z.infer<typeof ValoresOrigem>;

/** The values CloudFront may be sending now; empty ones never match. */
export type FonteOrigem = () => Promise<readonly string[]>;

const AMBIENTES_LOCAIS = new Set(["local", "test"]);

/** Requests whose origin header was checked and valid: only these may name the viewer's address. */
const daBorda = new WeakSet<EventoHttp>();

let fonte: { chave: string; ler: FonteOrigem | null } | undefined;

function fonteConfigurada(): FonteOrigem | null {
  const { ORIGEM_SEGREDO, ORIGEM_VALORES, APP_ENV, AWS_REGION } = ambiente();
  const chave = `${ORIGEM_SEGREDO ?? ""}|${ORIGEM_VALORES ?? ""}|${APP_ENV}`;
  if (fonte?.chave === chave) return fonte.ler;
  let ler: FonteOrigem | null;
  if (ORIGEM_SEGREDO) {
    // The secret may live in another region than the function (where CloudFront's stack is).
    const regiao = /^arn:[\w-]+:secretsmanager:([\w-]+):/.exec(ORIGEM_SEGREDO)?.[1] ?? AWS_REGION;
    ler = comValidade(() => lerSegredo(ORIGEM_SEGREDO, regiao), ORIGEM_TTL_MS);
  }
  else if (ORIGEM_VALORES) {
    const valores = ORIGEM_VALORES.split(",").map((v) => v.trim()).filter(Boolean);
    ler = () => Promise.resolve(valores);
  } else if (AMBIENTES_LOCAIS.has(APP_ENV)) ler = null;
  else ler = () => Promise.reject(new Error("ORIGEM_SEGREDO ausente: a função não sabe qual cabeçalho de origem aceitar"));
  fonte = { chave, ler };
  return ler;
}

/**
 * The values of `ler`, read again after `ttlMs` (one read at a time). A failed read keeps the
 * values already held (a short Secrets Manager outage must not close the API; rotation keeps them
 * valid for days); with none held it throws, and the request answers 500.
 */
export function comValidade(ler: FonteOrigem, ttlMs: number, agora: () => number = Date.now): FonteOrigem {
  let valores: readonly string[] | undefined;
  let lidoEm = 0;
  let emCurso: Promise<readonly string[]> | undefined;
  return async () => {
    if (valores && agora() - lidoEm < ttlMs) return valores;
    emCurso ??= ler()
      .then((v) => {
        valores = v;
        lidoEm = agora();
        return v;
      })
      .catch((erro: unknown) => {
        if (!valores) throw erro;
        logger.error("origem: segredo ilegível; seguem os valores já lidos", { erro: erro instanceof Error ? erro.message : String(erro) });
        lidoEm = agora();
        return valores;
      })
      .finally(() => {
        emCurso = undefined;
      });
    return emCurso;
  };
}

async function lerSegredo(segredo: string, regiao: string): Promise<readonly string[]> {
  const { SecretsManagerClient, GetSecretValueCommand } = await import("@aws-sdk/client-secrets-manager");
  const texto = (await new SecretsManagerClient({ region: regiao }).send(new GetSecretValueCommand({ SecretId: segredo }))).SecretString;
  return valoresDoSegredo(texto);
}

/** `{"atual","anterior"}` → the non-empty values; anything else throws without echoing the text. */
export function valoresDoSegredo(texto: string | undefined): readonly string[] {
  let json: unknown;
  try {
    json = JSON.parse(texto ?? "");
  } catch {
    json = undefined;
  }
  const lido = ValoresOrigem.safeParse(json);
  if (!lido.success) throw new Error(`segredo de origem fora do formato {atual, anterior}: ${lido.error.issues.map((i) => i.path.join(".") || i.message).join(", ")}`);
  return [lido.data.atual, lido.data.anterior ?? ""].filter((v) => v.length > 0);
}

const resumo = (v: string) => createHash("sha256").update(v).digest();
/** Compared as digests of equal length in constant time: the time says nothing of the value. */
export const valorAceito = (recebido: string, aceitos: readonly string[]): boolean =>
  aceitos.reduce((achou, v) => timingSafeEqual(resumo(recebido), resumo(v)) || achou, false);

function cabecalho(evento: EventoHttp, nome: string): string | undefined {
  const h = evento.headers ?? {};
  return h[nome] ?? Object.entries(h).find(([k]) => k.toLowerCase() === nome)?.[1];
}

/** 403 ORIGEM_INVALIDA unless the request carries a valid origin header (or the check is off). */
export async function verificarOrigem(evento: EventoHttp): Promise<void> {
  const ler = fonteConfigurada();
  if (!ler) return;
  const aceitos = await ler();
  const recebido = cabecalho(evento, CABECALHO_ORIGEM);
  if (!recebido || !valorAceito(recebido, aceitos)) throw new ErroApi(403, ORIGEM_INVALIDA.code, ORIGEM_INVALIDA.message);
  daBorda.add(evento);
}

/** The address a per-address limit counts (see the top of this file). */
export function enderecoDoCliente(evento: EventoHttp): string {
  if (daBorda.has(evento)) {
    const daFuncao = cabecalho(evento, CABECALHO_IP_CLIENTE)?.trim();
    if (daFuncao && isIP(daFuncao)) return daFuncao;
  }
  return evento.requestContext?.http?.sourceIp || "desconhecido";
}

/** Tests change the configuration between cases in one process. */
export function esquecerOrigem(): void {
  fonte = undefined;
}
