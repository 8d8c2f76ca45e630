/**
 * The customer area's slip links. A signed storage URL names its object, and slip objects are
 * kept under `boletos/<empresa>/<contrato>/<parcela>-vN.pdf`, so the portal never hands one out:
 * each slip offered gets a random 128-bit token (base64url) kept for VALIDADE_LINK_SEGUNDOS with
 * the PDF's key, and the link is `/api/portal/boletos/<token>`, which answers the PDF itself
 * (http/abrir-boleto.ts). Staff screens keep their signed links (contratos/respostas.ts).
 */
import { randomBytes } from "node:crypto";
import { VALIDADE_LINK_SEGUNDOS } from "../lib/s3";
import type { ParcelaGravada, QuitacaoGravada } from "../contratos";
import { gravarLinks } from "./repo";

export const caminhoLink = (token: string) => `/api/portal/boletos/${token}`;

/** Slips that may be opened: issued, with a PDF, and still to pay (a paid one must not be paid twice). */
const oferecida = (p: ParcelaGravada) => !!p.boleto_pdf_chave && p.boleto_status === "emitido" && (p.status_parcela === "aberta" || p.status_parcela === "vencida");

/** One opaque link per slip offered, stored in one batch per 25; keyed by the instalment as given. */
export async function linksDoPortal(parcelas: readonly ParcelaGravada[], agora = Date.now()): Promise<Map<ParcelaGravada, string>> {
  const links = parcelas.filter(oferecida).map((p) => ({ parcela: p, token: randomBytes(16).toString("base64url"), pdf_chave: p.boleto_pdf_chave! }));
  await gravarLinks(
    links.map(({ token, pdf_chave }) => ({ token, pdf_chave })),
    Math.floor(agora / 1000) + VALIDADE_LINK_SEGUNDOS,
  );
  return new Map(links.map((l) => [l.parcela, caminhoLink(l.token)]));
}

/** The payoff slip's opaque link (issue 27 item 5), under the same rule: issued, with a PDF, unpaid. */
export async function linkDaQuitacao(q: Pick<QuitacaoGravada, "status" | "boleto_pdf_chave"> | undefined, agora = Date.now()): Promise<string | null> {
  if (!q || q.status !== "emitido" || !q.boleto_pdf_chave) return null;
  const token = randomBytes(16).toString("base64url");
  await gravarLinks([{ token, pdf_chave: q.boleto_pdf_chave }], Math.floor(agora / 1000) + VALIDADE_LINK_SEGUNDOS);
  return caminhoLink(token);
}

/** What a termo link's token keeps in place of a PDF key: the termo is drawn when opened (http/abrir-boleto.ts). */
const PREFIXO_TERMO = "termo-quitacao/";
export const chaveDoTermo = (empresaId: string, contratoId: string) => `${PREFIXO_TERMO}${empresaId}/${contratoId}`;
export function termoDaChave(chave: string): { empresaId: string; contratoId: string } | null {
  if (!chave.startsWith(PREFIXO_TERMO)) return null;
  const [empresaId, contratoId] = chave.slice(PREFIXO_TERMO.length).split("/");
  return empresaId && contratoId ? { empresaId, contratoId } : null;
}

/** The termo de quitação's opaque link (issue 36 item 3), under the slips' rule: a random token, minutes long. */
export async function linkDoTermo(empresaId: string, contratoId: string, agora = Date.now()): Promise<string> {
  const token = randomBytes(16).toString("base64url");
  await gravarLinks([{ token, pdf_chave: chaveDoTermo(empresaId, contratoId) }], Math.floor(agora / 1000) + VALIDADE_LINK_SEGUNDOS);
  return caminhoLink(token);
}
