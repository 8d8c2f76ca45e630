/**
 * The two user pools (docs/arquitetura.md "Cognito"). Passwords live only here.
 * - Staff: companies sign up through POST /api/empresas, whose handler calls AdminCreateUser with
 *   the immutable `custom:empresa_id` / `custom:usuario_id`; no self sign-up.
 * - Customers: store customers create an account with their CPF. `custom:cpf` is immutable and
 *   NOT writable by the public app client: a client that could write it would let anyone sign up
 *   under someone else's CPF, so the server sets it (AdminCreateUser) after checking the CPF.
 */
import { Duration, Stack, type StackProps, Validations } from "aws-cdk-lib";
import {
  AccountRecovery,
  ClientAttributes,
  FeaturePlan,
  type ICustomAttribute,
  Mfa,
  UserPoolEmail,
  StandardThreatProtectionMode,
  StringAttribute,
  UserPool,
  type UserPoolClient,
  type UserPoolProps,
  VerificationEmailStyle,
} from "aws-cdk-lib/aws-cognito";
import type { Construct } from "constructs";
import { SENHA_MINIMA_EQUIPE } from "../../shared/conta/senha";
import { type AmbienteConfig, emailEquipeDaConfig } from "../config";
import type { PoolComCliente } from "../constructs/node-function";

export interface AuthStackProps extends StackProps {
  config: AmbienteConfig;
}

interface PoolProps {
  autoCadastro: boolean;
  /** Minimum password length (shared/conta/senha.ts for staff; the spec's 6 for customers). */
  senhaMinima: number;
  /** Staff e-mail through SES from the config's verified domain (prod); customers keep Cognito's sender. */
  emailSes: boolean;
  /** Staff may turn on an authenticator app (TOTP); never SMS (cost, SIM swap). */
  mfaOpcional: boolean;
  atributos: Record<string, ICustomAttribute>;
  verificacao?: UserPoolProps["userVerification"];
}

export class AuthStack extends Stack {
  readonly staff: PoolComCliente & { pool: UserPool; client: UserPoolClient };
  readonly cliente: PoolComCliente & { pool: UserPool; client: UserPoolClient };

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const imutavel = () => new StringAttribute({ mutable: false });

    this.staff = this.criarPool("Staff", props.config, {
      autoCadastro: false,
      senhaMinima: SENHA_MINIMA_EQUIPE,
      emailSes: true,
      mfaOpcional: true,
      atributos: { empresa_id: imutavel(), usuario_id: imutavel() },
    });
    this.cliente = this.criarPool("Cliente", props.config, {
      autoCadastro: true,
      // Customers' accounts keep docs/especificacao.md's 6 (shared/portal/schemas.ts); the 8 of issue 28 item 4 is the staff's.
      senhaMinima: 6,
      emailSes: false,
      mfaOpcional: false,
      atributos: { cpf: imutavel() },
      verificacao: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: "Confirme seu e-mail",
        emailBody: "Seu código de verificação é {####}",
      },
    });
  }

  private criarPool(id: string, config: AmbienteConfig, p: PoolProps) {
    const pool = new UserPool(this, `${id}Pool`, {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      customAttributes: p.atributos,
      selfSignUpEnabled: p.autoCadastro,
      ...(p.verificacao ? { userVerification: p.verificacao } : {}),
      // Length only, the same number the screens and the API check (shared/conta/senha.ts): no
      // composition rules (NIST SP 800-63B §5.1.1.2), which would refuse passwords the screens accept.
      passwordPolicy: {
        minLength: p.senhaMinima,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(7),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      ...this.email(p, config),
      ...(p.mfaOpcional ? { mfa: Mfa.OPTIONAL, mfaSecondFactor: { otp: true, sms: false } } : {}),
      // Password sign-in (SRP) and the admin API are all we use; Plus only where threat protection
      // (compromised credentials, risky sign-ins blocked) is on (config.cognito.protecaoContraAmeacas).
      ...(config.cognito.protecaoContraAmeacas
        ? { featurePlan: FeaturePlan.PLUS, standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION }
        : { featurePlan: FeaturePlan.LITE }),
      deletionProtection: config.protecaoContraExclusao,
      removalPolicy: config.remocao,
    });
    this.reconhecerNag(pool, p, config);
    const client = pool.addClient(`${id}Client`, {
      generateSecret: false,
      disableOAuth: true,
      authFlows: { userSrp: true, userPassword: config.cognito.userPasswordAuth },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      idTokenValidity: config.cognito.validadeIdToken,
      accessTokenValidity: config.cognito.validadeIdToken,
      refreshTokenValidity: config.cognito.validadeRefreshToken,
      // Tenant, user and CPF attributes are set only by the server (admin API): a signed-in user
      // must never be able to rewrite them with UpdateUserAttributes.
      writeAttributes: new ClientAttributes().withStandardAttributes({ email: true, fullname: true }),
      readAttributes: new ClientAttributes()
        .withStandardAttributes({ email: true, emailVerified: true, fullname: true })
        .withCustomAttributes(...Object.keys(p.atributos)),
    });
    return { pool, client };
  }

  /** SES from the verified domain of `cognito.emailEquipe` (config.ts), in the pool's region. */
  private email(p: PoolProps, config: AmbienteConfig): Pick<UserPoolProps, "email"> {
    const ses = p.emailSes ? emailEquipeDaConfig(config.cognito.emailEquipe) : null;
    if (!ses) return {};
    return {
      email: UserPoolEmail.withSES({
        fromEmail: ses.remetente,
        fromName: ses.nome,
        sesVerifiedDomain: ses.dominio,
        sesRegion: config.regiao,
      }),
    };
  }

  /** The deviations from cdk-nag's Cognito rules, with why (issue 28 items 2 and 4). */
  private reconhecerNag(pool: UserPool, p: PoolProps, config: AmbienteConfig): void {
    const v = Validations.of(pool);
    v.acknowledge({
      id: "AwsSolutions-COG1",
      reason:
        "No composition rules (upper/lower/digit/symbol): NIST SP 800-63B 5.1.1.2 says verifiers SHOULD NOT impose them. " +
        `Minimum ${p.senhaMinima}: ` +
        (p.senhaMinima >= 8
          ? "NIST SP 800-63B 5.1.1.1's 8 for subscriber-chosen secrets (shared/conta/senha.ts), above SPEC.md's 6 (a recorded deviation, issue 28 item 4)."
          : "SPEC.md's rule for store customers' accounts, shared with the customer screens (shared/portal/schemas.ts)."),
    });
    v.acknowledge({
      id: "AwsSolutions-COG2",
      reason: p.mfaOpcional
        ? "MFA is optional (TOTP only): sellers without a smartphone at the counter must still sign in; threat protection blocks risky sign-ins."
        : "Store customers only read their own slips (CPF-bound account); requiring MFA of every consumer would shut many out of paying.",
    });
    if (!config.cognito.protecaoContraAmeacas) {
      v.acknowledge({ id: "AwsSolutions-COG8", reason: `Plus plan (threat protection) only in prod; ${config.nome} holds no real users.` });
    }
  }
}
