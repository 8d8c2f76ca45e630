/**
 * A local server that answers like the Knox-Guard-style API the `knox` adapter speaks
 * (functions/bloqueio/provedores/knox.ts): devices in memory tied to an approveId, the
 * `x-knox-apitoken` header checked (401 otherwise), refusals as `{ code, message }`, and failures
 * that can be injected per operation (500, 429, a stalled answer, a malformed body). It signs its
 * webhook events with its own RSA key, as Knox Webhook Notification signs with Samsung's.
 */
import { createSign, generateKeyPairSync, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { agoraIso } from "../../shared/relogio";

type StatusKnox = "Active" | "Locking" | "Locked" | "Unlocking" | "Completing" | "Completed";
interface DispositivoFalso {
  deviceUid: string;
  approveId: string | null;
  status: StatusKnox;
  objectId: string;
  mensagem: string | null;
  tel: string | null;
}
export type Falha = 500 | 429 | "lento" | "malformado";

export class KnoxFalso {
  readonly dispositivos = new Map<string, DispositivoFalso>();
  readonly requisicoes: { caminho: string; corpo: Record<string, unknown>; token: string | undefined }[] = [];
  private readonly falhas = new Map<string, Falha[]>();
  private readonly conexoes = new Set<Socket>();
  private readonly chaves = generateKeyPairSync("rsa", { modulusLength: 2048 });

  private constructor(
    private readonly servidor: Server,
    readonly url: string,
    private readonly token: string,
  ) {}

  static async iniciar(token: string): Promise<KnoxFalso> {
    const alvo: { instancia?: KnoxFalso } = {};
    const servidor = createServer((req, res) => void alvo.instancia!.tratar(req, res));
    await new Promise<void>((r) => servidor.listen(0, "127.0.0.1", () => r()));
    const { port } = servidor.address() as AddressInfo;
    const instancia = new KnoxFalso(servidor, `http://127.0.0.1:${port}/kcs/v1.1/kgs`, token);
    alvo.instancia = instancia;
    servidor.on("connection", (s) => {
      instancia.conexoes.add(s);
      s.on("close", () => instancia.conexoes.delete(s));
    });
    return instancia;
  }

  get chavePublica(): string {
    return this.chaves.publicKey.export({ type: "spki", format: "pem" }).toString();
  }

  /** The next call to `operacao` ("/devices/lock"…) fails this way (queued). */
  falhar(operacao: string, ...falhas: Falha[]) {
    this.falhas.set(operacao, [...(this.falhas.get(operacao) ?? []), ...falhas]);
  }

  /** A signed webhook event as the vendor sends it (the device's status now). */
  evento(deviceUid: string, eventType: string, result: "SUCCESS" | "FAIL" = "SUCCESS") {
    const d = this.dispositivos.get(deviceUid);
    const corpo = JSON.stringify({ eventId: randomUUID(), eventType, eventTime: agoraIso(), data: { deviceUid, approveId: d?.approveId ?? null, status: d?.status ?? "Active", result } });
    const assinatura = createSign("RSA-SHA256").update(corpo, "utf8").sign(this.chaves.privateKey, "base64");
    return { corpo, headers: { "content-type": "application/json", "x-knox-signature": assinatura } };
  }

  async parar() {
    for (const s of this.conexoes) s.destroy();
    await new Promise<void>((r) => this.servidor.close(() => r()));
  }

  private responder(res: ServerResponse, status: number, corpo: unknown) {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(typeof corpo === "string" ? corpo : JSON.stringify(corpo));
  }

  private async tratar(req: IncomingMessage, res: ServerResponse) {
    const partes: Buffer[] = [];
    for await (const p of req) partes.push(p as Buffer);
    const caminho = (req.url ?? "").replace(/^\/kcs\/v1\.1\/kgs/, "");
    let corpo: Record<string, unknown> = {};
    try {
      corpo = JSON.parse(Buffer.concat(partes).toString("utf8") || "{}") as Record<string, unknown>;
    } catch {
      return this.responder(res, 400, { code: "INVALID_PARAMETER", message: "body is not JSON" });
    }
    const token = req.headers["x-knox-apitoken"] as string | undefined;
    this.requisicoes.push({ caminho, corpo, token });
    if (token !== this.token) return this.responder(res, 401, { code: "UNAUTHORIZED", message: "invalid token" });
    const falha = this.falhas.get(caminho)?.shift();
    if (falha === "lento") return; // never answers: the adapter's timeout
    if (falha === "malformado") return this.responder(res, 200, { result: "SUCCESS" });
    if (falha) return this.responder(res, falha, { code: "SERVER_ERROR", message: "try later" });
    if (req.method !== "POST") return this.responder(res, 405, { code: "METHOD_NOT_ALLOWED", message: "" });
    const deviceUid = typeof corpo.deviceUid === "string" ? corpo.deviceUid : "";
    if (!/^\d{15}$/.test(deviceUid)) return this.responder(res, 400, { code: "INVALID_PARAMETER", message: "deviceUid" });
    const d = this.dispositivos.get(deviceUid);
    if (caminho === "/devices/list") return this.responder(res, 200, { deviceList: d ? [{ deviceUid, approveId: d.approveId, status: d.status }] : [] });
    const approveId = typeof corpo.approveId === "string" ? corpo.approveId : null;
    const ok = (x: DispositivoFalso) => this.responder(res, 200, { result: "SUCCESS", objectId: x.objectId, status: x.status });
    if (caminho === "/devices/approve") {
      if (d && d.approveId && d.approveId !== approveId && d.status !== "Completed") return this.responder(res, 409, { code: "DEVICE_OWNED_BY_OTHER", message: "Device is registered to another approval" });
      const novo: DispositivoFalso = { deviceUid, approveId, status: "Active", objectId: d?.objectId ?? randomUUID(), mensagem: null, tel: null };
      this.dispositivos.set(deviceUid, novo);
      return ok(novo);
    }
    if (!d) return this.responder(res, 404, { code: "DEVICE_NOT_FOUND", message: "Device not found" });
    if (d.approveId !== approveId || d.status === "Completed") return this.responder(res, 409, { code: "APPROVE_ID_MISMATCH", message: "approveId does not match" });
    if (caminho === "/devices/lock") {
      Object.assign(d, { status: "Locked", mensagem: String(corpo.message ?? ""), tel: String(corpo.tel ?? "") });
      return this.responder(res, 200, { result: "SUCCESS", objectId: d.objectId, status: "Locking" });
    }
    if (caminho === "/devices/sendMessage") {
      // A notice on the screen: the phone stays as it is.
      Object.assign(d, { mensagem: String(corpo.message ?? ""), tel: String(corpo.tel ?? "") });
      return this.responder(res, 200, { result: "SUCCESS", objectId: d.objectId, status: d.status });
    }
    if (caminho === "/devices/unlock") {
      Object.assign(d, { status: "Active", mensagem: null });
      return this.responder(res, 200, { result: "SUCCESS", objectId: d.objectId, status: "Unlocking" });
    }
    if (caminho === "/devices/complete") {
      Object.assign(d, { status: "Completed", mensagem: null });
      return this.responder(res, 200, { result: "SUCCESS", objectId: d.objectId, status: "Completing" });
    }
    return this.responder(res, 404, { code: "NOT_FOUND", message: caminho });
  }
}
