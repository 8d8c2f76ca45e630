/**
 * GET /api/contratos/{id}/quitacao/termo — the termo de quitação of a contract paid off early
 * (issue 36 item 3; termo-quitacao.ts), as a PDF: a read, open to every staff role. A contract not
 * paid off by its payoff slip is a 409; another company's id is 404.
 */
import { MSG_CONTRATO } from "../../../shared/vendas/contratos";
import { rotaStaff } from "../../lib/http";
import { respostaTermoPdf, termoDaQuitacao } from "../termo-quitacao";

export const termoQuitacao = rotaStaff({ naoEncontrado: MSG_CONTRATO.naoEncontrado }, async ({ params, caller }) => respostaTermoPdf(await termoDaQuitacao(caller.empresaId, params.id ?? "")));
