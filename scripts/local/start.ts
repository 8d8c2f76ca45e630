/**
 * `npm start`: the whole product on this machine, no AWS account, no internet. Data lives under
 * .local/ (a restart keeps everything); the SPA is on http://localhost:5173. Ctrl-C stops all.
 */
import path from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { exigirNodeDoProjeto } from "../node-do-projeto";
import { exigirPortas, PortaEmUso } from "./portas";
import { iniciarPilha, type Pilha } from "./pilha";
import { DEMO, semearDemo } from "./seed";

const porta = (nome: string, padrao: number) => Number(process.env[nome] ?? padrao);
const PORTAS = {
  web: porta("PORTA_WEB", 5173),
  api: porta("PORTA_API", 3001),
  dynamodb: porta("PORTA_DYNAMODB", 8421),
  cognito: porta("PORTA_COGNITO", 9229),
  sqs: porta("PORTA_SQS", 9324),
  s3: porta("PORTA_S3", 4569),
};

async function main() {
  exigirNodeDoProjeto();
  // Handlers' info logs (audit events) would bury the banner; LOG_LEVEL=INFO shows them.
  process.env.LOG_LEVEL ??= "WARN";
  try {
    await exigirPortas(PORTAS);
  } catch (erro) {
    console.error(`\n${(erro as Error).message}\n`);
    process.exit(1);
  }
  console.log("Iniciando a pilha local (DynamoDB Local, Cognito local, SQS, S3, API)...");
  let pilha: Pilha | undefined;
  let vite: ViteDevServer | undefined;
  let parando = false;
  const parar = async (codigo = 0) => {
    if (parando) return;
    parando = true;
    console.log("\nEncerrando...");
    await vite?.close().catch(() => undefined);
    await pilha?.parar().catch(() => undefined);
    process.exit(codigo);
  };
  process.on("SIGINT", () => void parar(0));
  process.on("SIGTERM", () => void parar(0));

  try {
    pilha = await iniciarPilha({ dados: path.resolve(".local"), portas: PORTAS, relogioReal: true, siteUrl: `http://localhost:${PORTAS.web}`, registrar: process.env.LOG_API === "1" });
    const semeou = await semearDemo(pilha.api.url);

    process.env.ERP_API_URL = pilha.api.url;
    process.env.ERP_CONFIG_SPA = JSON.stringify(pilha.configSpa);
    vite = await createServer({ configFile: path.resolve("frontend/vite.config.ts"), server: { port: PORTAS.web, strictPort: true, host: "localhost" } });
    await vite.listen();

    console.log(`
────────────────────────────────────────────────────────────
 ERP Celulares rodando em  http://localhost:${PORTAS.web}
 API local                 ${pilha.api.url}/api
 Dados                     ${path.resolve(".local")}${semeou ? "  (empresa demo criada agora)" : ""}

 Empresa demo: ${DEMO.empresa.nome_fantasia} (plano Master; crediário próprio a 1% ao mês)
   admin     ${DEMO.admin.email}   senha ${DEMO.admin.senha}
   vendedor  ${DEMO.vendedor.email}   senha ${DEMO.vendedor.senha}
   cliente   ${DEMO.cliente.nome}: CPF ${DEMO.cliente.cpf}, telefone ${DEMO.cliente.telefone}
             (área do cliente: http://localhost:${PORTAS.web}/consulta-boletos)

 Segunda empresa: ${DEMO.parceira.empresa.nome_fantasia} (crediário pela ${DEMO.parceira.credito.financiador.nome})
   admin     ${DEMO.parceira.admin.email}   senha ${DEMO.parceira.admin.senha}

 Ctrl-C encerra tudo.
────────────────────────────────────────────────────────────`);
  } catch (erro) {
    if (erro instanceof PortaEmUso) console.error(`\n${erro.message}\n`);
    else console.error("\nFalha ao iniciar:", erro);
    await parar(1);
  }
}

void main();
