/**
 * PrimeReact's provider (pt-BR locale, the accessible pass-through) around the staff screens that
 * use PrimeReact components: a lazy chunk of its own, so the dashboard (plain elements) and the
 * menu paint without PrimeReact's JavaScript (issue 15's budget for the first screen).
 */
import { addLocale, locale, PrimeReactProvider } from "primereact/api";
import { Outlet } from "react-router-dom";
import { PT_BR } from "./locale-pt-br";
import { PT_ACESSIVEL } from "./primereact-acessivel";

addLocale("pt-BR", PT_BR);
locale("pt-BR");

export default function ComPrimeReact() {
  return (
    <PrimeReactProvider value={{ locale: "pt-BR", pt: PT_ACESSIVEL }}>
      <Outlet />
    </PrimeReactProvider>
  );
}
