/**
 * /financeiro/boleto/{parcelaId} and /financeiro/quitacao/{contratoId}/boleto (the payoff slip) —
 * where 'Abrir boleto' points (a new tab). The slip's PDF is
 * behind a storage link that dies 15 minutes after it is signed, and a screen stays open longer
 * (issue 30: a late click met the storage's raw English 'Request has expired'). This page asks the
 * API for a link signed now and replaces itself with it; a slip that cannot be opened says why,
 * in Portuguese. Being an address, it works for a click, a middle click and a copied link alike.
 */
import { useEffect, useState } from "react";
import { useParams } from "react-router-dom";
import { BannerErro } from "../../components/banner-erro";
import { Carregando } from "../../components/carregando";
import { linkDoBoleto, linkDoBoletoQuitacao } from "../../features/boletos/api/boletos-api";
import { ErroApi } from "../../lib/api-client";

export default function AbrirBoletoPage() {
  const { parcelaId = "", contratoId } = useParams();
  const [erro, setErro] = useState<string | null>(null);
  useEffect(() => {
    let vivo = true;
    (contratoId ? linkDoBoletoQuitacao(contratoId) : linkDoBoleto(parcelaId)).then(
      (link) => vivo && window.location.replace(link),
      (e: unknown) => vivo && setErro(e instanceof ErroApi ? e.message : "Não foi possível abrir o boleto. Tente novamente."),
    );
    return () => {
      vivo = false;
    };
  }, [parcelaId, contratoId]);
  return (
    <main className="abrir-boleto">
      <h1>Boleto</h1>
      {erro ? <BannerErro mensagem={erro} /> : <Carregando texto="Abrindo boleto..." />}
    </main>
  );
}
