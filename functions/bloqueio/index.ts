/**
 * What other domains may use of `bloqueio` (the device lock's lifecycle): the daily routine's
 * automatic lock with its announcement (avaliarBloqueio), the lock-screen text a
 * lock command carries (`tela` of pedirComando: the store's name, WhatsApp, how to pay, emergency
 * calls) and the provider's refusal reasons in pt-BR.
 */
export { montarTela, type LojaDaTela } from "./tela";
export { avaliarBloqueio, type PoliticaBloqueio, type ResultadoBloqueio, type Verificacao } from "./automatico";
export { MOTIVOS_RECUSA, type MotivoRecusa, type TelaBloqueio } from "./provedores/porta";
