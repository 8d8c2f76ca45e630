/**
 * The two user pools (ARCHITECTURE.md "Cognito"). Passwords live only here.
 * - Staff: companies sign up through POST /api/empresas, whose handler calls AdminCreateUser with
 *   the immutable `custom:empresa_id` / `custom:usuario_id`; no self sign-up.
 * - Customers: store customers create an account with their CPF. `custom:cpf` is immutable and
 *   NOT writable by the public app client: a client that could write it would let anyone sign up
 *   under someone else's CPF, so the server sets it (AdminCreateUser) after checking the CPF.
 */
import { Duration, Stack, type StackProps } from "aws-cdk-lib";
import {
  AccountRecovery,
  ClientAttributes,
  FeaturePlan,
  type ICustomAttribute,
  StringAttribute,
  UserPool,
  type UserPoolClient,
  type UserPoolProps,
  VerificationEmailStyle,
} from "aws-cdk-lib/aws-cognito";
import type { Construct } from "constructs";
import type { AmbienteConfig } from "../config";
import type { PoolComCliente } from "../constructs/node-function";

export interface AuthStackProps extends StackProps {
  config: AmbienteConfig;
}

interface PoolProps {
  autoCadastro: boolean;
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
      atributos: { empresa_id: imutavel(), usuario_id: imutavel() },
    });
    this.cliente = this.criarPool("Cliente", props.config, {
      autoCadastro: true,
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
      // The spec's only password rule is "at least 6 characters"; stricter Cognito rules would
      // reject passwords the screens accept, with a message the spec does not have.
      passwordPolicy: {
        minLength: 6,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(7),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Password sign-in (SRP) and the admin API are all we use.
      featurePlan: FeaturePlan.LITE,
      deletionProtection: config.protecaoContraExclusao,
      removalPolicy: config.remocao,
    });
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
}
