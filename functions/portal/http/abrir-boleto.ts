/**
 * GET /api/portal/boletos/{token} — a slip PDF of the customer area, or a contract's termo de quitação (links.ts): public like the
 * lookup that handed out the token, which is the only credential (128 random bits, minutes long).
 * An unknown or expired token and a missing PDF answer the same 404.
 */
import { MSG_PORTAL } from "../../../shared/portal/schemas";
import { naoEncontrado } from "../../lib/errors";
import { arquivoPdf, rotaPublica } from "../../lib/http";
import { lerArquivo } from "../../lib/s3";
import { lerLink } from "../repo";
import { termoDaChave } from "../links";
import { respostaTermoPdf, termoDaQuitacao } from "../../financeiro";

export const abrirBoletoPortal = rotaPublica({ naoEncontrado: MSG_PORTAL.linkExpirado }, async ({ params }) => {
  const chave = await lerLink(params.token!, Math.floor(Date.now() / 1000));
  // The termo de quitação (issue 36 item 3) is drawn when opened: its token names the contract, not a stored PDF.
  const termo = chave ? termoDaChave(chave) : null;
  if (termo) return respostaTermoPdf(await termoDaQuitacao(termo.empresaId, termo.contratoId));
  const pdf = chave ? await lerArquivo(chave) : null;
  if (!pdf) throw naoEncontrado(MSG_PORTAL.linkExpirado);
  return arquivoPdf("boleto.pdf", pdf);
});
