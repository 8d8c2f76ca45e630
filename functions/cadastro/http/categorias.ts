/** GET POST /api/categorias, PUT DELETE /api/categorias/{id} — the company's categories. */
import { rotasRegistroSimples } from "./registro-simples";

export const categorias = rotasRegistroSimples("categoria");
