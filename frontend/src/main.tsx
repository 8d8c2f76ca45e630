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
import { precarregarRota, Rotas } from "./app/router";
import { carregarConfig } from "./config/config";

const raiz = createRoot(document.getElementById("root")!);

// The screen's chunks download while the config is read; a failed chunk is the error page's to show.
const rota = precarregarRota(window.location.pathname).catch(() => undefined);

carregarConfig()
  .then(async () => {
    await rota;
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
