/** Helpers of the answers' zod schemas (features/<domínio>/api/respostas-*.ts). */
import * as z from "zod/mini";

/** An optional value the API sends as null (or leaves out): always null on screen, never undefined. */
export const nulo = <S extends z.core.$ZodType>(s: S) => z.pipe(z.nullish(s), z.transform((v): z.output<S> | null => v ?? null));
