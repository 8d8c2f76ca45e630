/**
 * zod configured once with Portuguese generic messages; every shared schema imports z from here
 * so a type or format error the spec has no text for still reads in pt-BR.
 */
import { z } from "zod";

z.config(z.locales.pt());

export { z };
