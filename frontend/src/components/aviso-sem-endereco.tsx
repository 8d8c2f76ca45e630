/**
 * The warning of the screens that make or show slips and contracts (Nova Venda, Controle de
 * Boletos, Modelos de Documentos) while the shop's address is incomplete (issue 30 item 11): the
 * slips go out without the beneficiary's address and the Pix without the city. The admin gets a
 * link to Dados Cadastrais; the other roles, who cannot open it, are told to ask the admin.
 * PrimeReact's inline Message markup, without its JavaScript.
 */
import { Link } from "react-router-dom";
import type { PrimeirosPassos } from "../../../shared/conta/schemas";
import { CAMINHO_DADOS_CADASTRAIS, MSG_PRIMEIROS_PASSOS, passoFeito } from "../../../shared/empresa/primeiros-passos";

export function AvisoSemEndereco({ passos, podeCorrigir }: { passos: PrimeirosPassos; podeCorrigir: boolean }) {
  if (passoFeito(passos, "endereco")) return null;
  return (
    <div className="p-inline-message p-component p-inline-message-warn aviso-sem-endereco">
      <span className="p-inline-message-icon pi pi-exclamation-triangle" aria-hidden />
      <span className="p-inline-message-text">
        <span>{MSG_PRIMEIROS_PASSOS.semEndereco}</span>{" "}
        {podeCorrigir ? <Link to={CAMINHO_DADOS_CADASTRAIS}>{MSG_PRIMEIROS_PASSOS.cadastrarEndereco}</Link> : <span>{MSG_PRIMEIROS_PASSOS.pecaAoAdmin}</span>}
      </span>
    </div>
  );
}
