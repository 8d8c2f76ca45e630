import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { addLocale, locale, PrimeReactProvider } from "primereact/api";
import { StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import "primereact/resources/themes/lara-light-blue/theme.css";
import "primereact/resources/primereact.min.css";
import "primeicons/primeicons.css";
import "./app/app.css";
import { configurarAmplify } from "./app/auth/amplify";
import { router } from "./app/router";
import { Carregando } from "./components/carregando";
import { carregarConfig } from "./config/config";
import { PT_BR } from "./app/locale-pt-br";
import { PT_ACESSIVEL } from "./app/primereact-acessivel";

addLocale("pt-BR", PT_BR);
locale("pt-BR");

const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
const raiz = createRoot(document.getElementById("root")!);

carregarConfig()
  .then((c) => {
    configurarAmplify(c);
    raiz.render(
      <StrictMode>
        <PrimeReactProvider value={{ locale: "pt-BR", pt: PT_ACESSIVEL }}>
          <QueryClientProvider client={queryClient}>
            <Suspense fallback={<Carregando />}>
              <RouterProvider router={router} />
            </Suspense>
          </QueryClientProvider>
        </PrimeReactProvider>
      </StrictMode>,
    );
  })
  .catch((erro: Error) => {
    raiz.render(<p role="alert" className="banner-erro">{erro.message || "Configuração do sistema incompleta. Contate o suporte."}</p>);
  });
