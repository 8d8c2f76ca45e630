/** Lambda entry of the `portal` domain: the public customer area. */
import { dominio } from "../lib/http";
import { consultarPortal } from "./http/consultar";

export const handler = dominio("portal", {
  "POST /api/portal/consulta": consultarPortal,
});
