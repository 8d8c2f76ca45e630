/**
 * The documents bucket: slip PDFs are written by the boleto consumer and read through short-lived
 * signed links, signed again on every API read (a link in a screen or an e-mail stops working
 * after `VALIDADE_LINK_SEGUNDOS`; reading the contract again gives a fresh one, and the screens
 * ask for one at the click: GET /api/parcelas/{id}/boleto).
 * The S3 client and the presigner load on first use: most routes of the functions that import
 * this (sales, finance, the customer area) never touch the bucket, and loading them is a good
 * part of a cold start (test/bench/lambdas.ts).
 */
import type { S3Client } from "@aws-sdk/client-s3";
import { ambiente } from "./env";
import { linkGet } from "./links-s3";

let modulos: Promise<[typeof import("@aws-sdk/client-s3"), typeof import("@aws-sdk/s3-request-presigner")]> | undefined;
const sdk = () => (modulos ??= Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/s3-request-presigner")]));

/** 15 minutes: long enough to open and print a slip, short enough that a leaked link dies. */
export const VALIDADE_LINK_SEGUNDOS = 15 * 60;

let cliente: S3Client | undefined;
let endpointAtual: string | undefined;

async function s3(): Promise<S3Client> {
  const [{ S3Client }] = await sdk();
  const env = ambiente();
  if (!cliente || endpointAtual !== env.S3_ENDPOINT) {
    endpointAtual = env.S3_ENDPOINT;
    cliente = new S3Client({
      region: env.AWS_REGION,
      // s3rver: path-style and exactly these credentials (docs/arquitetura.md, the local stack).
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT, forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } } : {}),
    });
  }
  return cliente;
}

function bucket(): string {
  const nome = ambiente().BUCKET_NAME;
  if (!nome) throw new Error("BUCKET_NAME não configurado");
  return nome;
}

export async function gravarPdf(chave: string, corpo: Uint8Array, nomeArquivo: string): Promise<void> {
  const [{ PutObjectCommand }] = await sdk();
  await (await s3()).send(
    new PutObjectCommand({
      Bucket: bucket(),
      Key: chave,
      Body: corpo,
      ContentType: "application/pdf",
      // Opens in the browser's viewer, with a sensible name when saved.
      ContentDisposition: `inline; filename="${nomeArquivo.replace(/[^\w.-]/g, "_")}"`,
    }),
  );
}

/**
 * A GET link to `chave` valid for VALIDADE_LINK_SEGUNDOS (no request is made: signing is local,
 * and cheap after the bucket's first link: ./links-s3).
 */
export async function linkAssinado(chave: string): Promise<string> {
  return linkGet(await sdk(), await s3(), bucket(), chave, { expiresIn: VALIDADE_LINK_SEGUNDOS });
}

/**
 * Whether `chave` is in the bucket (a HEAD request: no bytes read). A function granted only read
 * of objects (not s3:ListBucket, infra/stacks/acessos-api.ts) gets 403, not 404, for a missing
 * key: both mean "not there" to this caller.
 */
export async function arquivoExiste(chave: string): Promise<boolean> {
  const [{ HeadObjectCommand }] = await sdk();
  try {
    await (await s3()).send(new HeadObjectCommand({ Bucket: bucket(), Key: chave }));
    return true;
  } catch (e) {
    const erro = e as { name?: string; $metadata?: { httpStatusCode?: number } };
    if (erro.name === "NotFound" || erro.name === "NoSuchKey" || erro.$metadata?.httpStatusCode === 404 || erro.$metadata?.httpStatusCode === 403) return false;
    throw e;
  }
}

/** The bytes of `chave`, or null when the object is not there. */
export async function lerArquivo(chave: string): Promise<Uint8Array | null> {
  const [{ GetObjectCommand }] = await sdk();
  try {
    const r = await (await s3()).send(new GetObjectCommand({ Bucket: bucket(), Key: chave }));
    return r.Body ? await r.Body.transformToByteArray() : null;
  } catch (e) {
    if ((e as { name?: string }).name === "NoSuchKey") return null;
    throw e;
  }
}
