/** /cadastro/categoria — the company's categories. */
import { PaginaRegistroSimples } from "../../../features/cadastro/components/pagina-registro-simples";

export default function CategoriasPage() {
  return <PaginaRegistroSimples tipo="categoria" />;
}
