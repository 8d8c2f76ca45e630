/** Helpers of the answers' zod schemas (features/<domínio>/api/respostas-*.ts). */

/** An optional value the API sends as null (or leaves out): always null on screen, never undefined. */
export { ouNulo as nulo } from "../../../shared/zod";
