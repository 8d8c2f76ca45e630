/**
 * The entry chunk: the runtime config, the router and the public pages' routes only. Everything
 * else (React Query, PrimeReact's JavaScript, Amplify, zod) comes with the screens that use it.
 */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import "primereact/resources/themes/lara-light-blue/theme.css";
import "primereact/resources/primereact.min.css";
import "primeicons/primeicons.css";
import "./app/app.css";
import { Rotas } from "./app/router";
import { carregarConfig } from "./config/config";

const raiz = createRoot(document.getElementById("root")!);

carregarConfig()
  .then(() => {
    raiz.render(
      <StrictMode>
        <BrowserRouter>
          <Rotas />
        </BrowserRouter>
      </StrictMode>,
    );
  })
  .catch((erro: Error) => {
    raiz.render(<p role="alert" className="banner-erro">{erro.message || "Configuração do sistema incompleta. Contate o suporte."}</p>);
  });
