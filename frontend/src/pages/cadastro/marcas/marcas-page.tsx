/** /cadastro/marca — the company's brands. */
import { PaginaRegistroSimples } from "../../../features/cadastro/components/pagina-registro-simples";

export default function MarcasPage() {
  return <PaginaRegistroSimples tipo="marca" />;
}
