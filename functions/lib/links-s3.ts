/**
 * Signed GET links for many keys of one bucket, the very links getSignedUrl signs, without its
 * per-link cost. getSignedUrl runs the client's whole middleware stack for every link (S3's
 * endpoint rules, the request's serialisation): about half a millisecond each on the bench
 * machine, and a page of 'Controle de Boletos' answers a link per issued slip (50 contracts, up
 * to 18 slips each), so a page spent most of its time signing.
 *
 * A bucket's endpoint is the same for every key: it is resolved once per client and bucket by one
 * getSignedUrl of a probe key, and each link is that request with the key's path, signed by the
 * same S3RequestPresigner, with the same options, that getSignedUrl builds. test/unit/links-s3.test.ts
 * checks the links are byte for byte getSignedUrl's (local path-style endpoint and AWS). A key with
 * a character a URL path would escape goes through getSignedUrl itself (ours never have one).
 */
import type { S3Client } from "@aws-sdk/client-s3";

type SdkLinks = [typeof import("@aws-sdk/client-s3"), typeof import("@aws-sdk/s3-request-presigner")];
type Presigner = InstanceType<SdkLinks[1]["S3RequestPresigner"]>;

/** Keys whose URL path is the key itself (no segment escapes): what chavePdfBoleto writes. */
const CHAVE_SIMPLES = /^[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;
const SONDA = "sonda/links.pdf";
/** What signing adds to the query; the rest of the probe's query is the request's own (x-id=GetObject). */
const PARAMETROS_ASSINATURA = new Set(["X-Amz-Algorithm", "X-Amz-Content-Sha256", "X-Amz-Credential", "X-Amz-Date", "X-Amz-Expires", "X-Amz-Security-Token", "X-Amz-Signature", "X-Amz-SignedHeaders"]);

export interface OpcoesLink {
  expiresIn: number;
  /** The signing time (tests); now when absent. */
  signingDate?: Date;
}

interface Modelo {
  protocol: string;
  hostname: string;
  port?: number;
  /** The path up to the key: `/<bucket>/` path-style, `/` on a bucket's own host. */
  prefixo: string;
  query: Record<string, string>;
  presigner: Presigner;
  regiao: string;
  servico: string;
}

/** getSignedUrl's query string: keys sorted, each value encoded per RFC 3986 (encodeURIComponent and !'()*). */
const escapar = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const consulta = (q: Record<string, unknown>) =>
  Object.keys(q)
    .sort()
    .map((k) => `${escapar(k)}=${escapar(String(q[k]))}`)
    .join("&");

const modelos = new WeakMap<S3Client, Map<string, Promise<Modelo>>>();

async function criarModelo(sdk: SdkLinks, cliente: S3Client, bucket: string): Promise<Modelo> {
  const [{ GetObjectCommand }, { getSignedUrl, S3RequestPresigner }] = sdk;
  const u = new URL(await getSignedUrl(cliente, new GetObjectCommand({ Bucket: bucket, Key: SONDA }), { expiresIn: 60 }));
  if (!u.pathname.endsWith(`/${SONDA}`)) throw new Error(`links S3: caminho inesperado ${u.pathname}`);
  const [, , regiao, servico] = (u.searchParams.get("X-Amz-Credential") ?? "").split("/");
  if (!regiao || !servico) throw new Error("links S3: link sem escopo de credencial");
  const query: Record<string, string> = {};
  for (const [k, v] of u.searchParams) if (!PARAMETROS_ASSINATURA.has(k)) query[k] = v;
  return {
    protocol: u.protocol,
    hostname: u.hostname,
    ...(u.port ? { port: Number(u.port) } : {}),
    prefixo: u.pathname.slice(0, -SONDA.length),
    query,
    // As getSignedUrl builds it for this endpoint (its auth scheme's signing name and region).
    presigner: new S3RequestPresigner({ ...cliente.config, signingName: servico, region: async () => regiao }),
    regiao,
    servico,
  };
}

/** A signed GET link to `chave` in `bucket`: getSignedUrl's link, signed without its middleware stack. */
export async function linkGet(sdk: SdkLinks, cliente: S3Client, bucket: string, chave: string, op: OpcoesLink): Promise<string> {
  if (!CHAVE_SIMPLES.test(chave)) {
    const [{ GetObjectCommand }, { getSignedUrl }] = sdk;
    return getSignedUrl(cliente, new GetObjectCommand({ Bucket: bucket, Key: chave }), op);
  }
  let porBucket = modelos.get(cliente);
  if (!porBucket) modelos.set(cliente, (porBucket = new Map()));
  let pendente = porBucket.get(bucket);
  if (!pendente) {
    pendente = criarModelo(sdk, cliente, bucket);
    porBucket.set(bucket, pendente);
    pendente.catch(() => porBucket.delete(bucket));
  }
  const m = await pendente;
  const assinado = await m.presigner.presign(
    { method: "GET", protocol: m.protocol, hostname: m.hostname, port: m.port, path: `${m.prefixo}${chave}`, query: { ...m.query }, headers: {} },
    { expiresIn: op.expiresIn, signingRegion: m.regiao, signingService: m.servico, ...(op.signingDate ? { signingDate: op.signingDate } : {}) },
  );
  const porta = assinado.port ? `:${assinado.port}` : "";
  return `${assinado.protocol}//${assinado.hostname}${porta}${assinado.path}?${consulta(assinado.query ?? {})}`;
}
