import { MSG } from "../../../../shared/mensagens";

export default function AcessoNegado() {
  return (
    <section className="acesso-negado">
      <i className="pi pi-lock" aria-hidden />
      <h1>{MSG.acessoNegadoTitulo}</h1>
      <p>{MSG.acessoNegado}</p>
    </section>
  );
}
