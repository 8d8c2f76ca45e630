/** GET POST /api/marcas, PUT DELETE /api/marcas/{id} — the company's brands. */
import { rotasRegistroSimples } from "./registro-simples";

export const marcas = rotasRegistroSimples("marca");
