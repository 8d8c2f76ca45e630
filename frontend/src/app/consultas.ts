/** The one React Query client of the staff panel (./painel), also filled ahead by the sign-in (./telas-iniciais). */
import { QueryClient } from "@tanstack/react-query";

export const consultas = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
