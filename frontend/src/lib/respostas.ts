/** Helpers of the answers' zod schemas (features/<domínio>/api/respostas-*.ts). */
import { z } from "zod";

/** An optional value the API sends as null (or leaves out): always null on screen, never undefined. */
export const nulo = <S extends z.ZodType>(s: S) => s.nullish().transform((v): z.output<S> | null => v ?? null);
