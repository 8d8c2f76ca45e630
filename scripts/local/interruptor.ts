/**
 * A switch in front of a local server (local only; the load-and-fault run, test/carga): a TCP
 * relay on a port of its own, 127.0.0.1 only, that can be turned off — its port closed (new
 * connections refused) and every open connection reset — and on again on the same port, while the
 * server behind it keeps running and keeps its state. Used for the queue: fauxqs holds its messages
 * in memory, so stopping it for real would lose them, which SQS never does in an outage; through the
 * switch the queue is unreachable for a while, exactly what its clients would see.
 */
import net from "node:net";

export interface Interruptor {
  /** The switch's address: what the clients are given instead of the server's. */
  endpoint: string;
  ligado(): boolean;
  /** Closes the port and resets every open connection (clients see ECONNRESET, then ECONNREFUSED). */
  desligar(): Promise<void>;
  /** Listens on the same port again. */
  ligar(): Promise<void>;
  parar(): Promise<void>;
}

export async function iniciarInterruptor(destino: { host?: string; porta: number }, porta = 0): Promise<Interruptor> {
  const host = destino.host ?? "127.0.0.1";
  const abertas = new Set<net.Socket>();
  let servidor: net.Server | undefined;
  let portaPropria = porta;

  const atender = (cliente: net.Socket) => {
    const alvo = net.connect({ host, port: destino.porta });
    abertas.add(cliente);
    abertas.add(alvo);
    const fechar = () => {
      cliente.destroy();
      alvo.destroy();
      abertas.delete(cliente);
      abertas.delete(alvo);
    };
    cliente.on("error", fechar).on("close", fechar);
    alvo.on("error", fechar).on("close", fechar);
    cliente.pipe(alvo);
    alvo.pipe(cliente);
  };

  const ligar = () =>
    new Promise<void>((resolve, reject) => {
      if (servidor) return resolve();
      const s = net.createServer(atender);
      s.once("error", reject);
      s.listen(portaPropria, "127.0.0.1", () => {
        const endereco = s.address();
        portaPropria = typeof endereco === "object" && endereco ? endereco.port : portaPropria;
        servidor = s;
        resolve();
      });
    });

  const desligar = () =>
    new Promise<void>((resolve) => {
      const s = servidor;
      servidor = undefined;
      // resetAndDestroy: the client sees a reset, as when the server's process dies.
      for (const c of abertas) c.resetAndDestroy();
      abertas.clear();
      if (!s) return resolve();
      s.close(() => resolve());
    });

  await ligar();
  return {
    endpoint: `http://127.0.0.1:${portaPropria}`,
    ligado: () => servidor !== undefined,
    desligar,
    ligar,
    parar: desligar,
  };
}
