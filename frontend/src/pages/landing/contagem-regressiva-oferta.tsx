import { useEffect, useState } from "react";
import { CONTAGEM_INICIAL_SEGUNDOS, doisDigitos, partesContagem } from "./contagem-regressiva";

const UNIDADES = [
  { chave: "dias", rotulo: "dias" },
  { chave: "horas", rotulo: "horas" },
  { chave: "minutos", rotulo: "min" },
  { chave: "segundos", rotulo: "seg" },
] as const;

/** Contagem regressiva da oferta: começa em CONTAGEM_INICIAL_SEGUNDOS ao montar e para em zero. */
export default function ContagemRegressivaOferta() {
  // Counted from a deadline, not by decrementing per tick: a background tab throttles timers,
  // and the display must still be right when the user comes back.
  const [fim] = useState(() => Date.now() + CONTAGEM_INICIAL_SEGUNDOS * 1000);
  const restanteAgora = () => Math.max(0, Math.ceil((fim - Date.now()) / 1000));
  const [restante, setRestante] = useState(CONTAGEM_INICIAL_SEGUNDOS);
  const encerrada = restante <= 0;

  useEffect(() => {
    if (encerrada) return;
    const id = window.setInterval(() => setRestante(restanteAgora()), 1000);
    return () => window.clearInterval(id);
  }, [encerrada, fim]);

  const partes = partesContagem(restante);

  return (
    <div className="lp-contagem" role="timer" aria-label="Tempo restante da oferta">
      {UNIDADES.map(({ chave, rotulo }) => (
        <div className="lp-contagem-unidade" key={chave}>
          <span className="lp-contagem-valor" data-testid={`contagem-${chave}`}>
            {doisDigitos(partes[chave])}
          </span>
          <span className="lp-contagem-rotulo">{rotulo}</span>
        </div>
      ))}
    </div>
  );
}
