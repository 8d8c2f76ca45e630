/**
 * zod configured once with Brazilian Portuguese generic messages; every shared schema imports z
 * from here so a type or format error the spec has no text for still reads in pt-BR.
 * (The classic `z` namespace still bundles every zod locale, ~250 KB per Lambda: see the notes.)
 */
import { z } from "zod";
import ptBR from "zod/v4/locales/pt-BR.js";

z.config(ptBR());

export { z };
