import { Match } from "aws-cdk-lib/assertions";
import { describe, expect, it } from "vitest";
import { TABELA } from "../../functions/lib/db/table";
import { AMBIENTES } from "../../infra/config";
import { montar, recursos, template, unico } from "./support";

describe("data stack", () => {
  it.each(["dev", "prod"] as const)("turns point-in-time recovery on in %s", (ambiente) => {
    const t = template(montar(ambiente).data);
    t.hasResourceProperties("AWS::DynamoDB::Table", {
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      BillingMode: "PAY_PER_REQUEST",
    });
  });

  it("protects the table from deletion in prod and retains it", () => {
    const t = template(montar("prod").data);
    t.hasResource("AWS::DynamoDB::Table", {
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
      DeletionPolicy: "Retain",
      UpdateReplacePolicy: "Retain",
    });
  });

  it("lets dev tables be destroyed", () => {
    const t = template(montar("dev").data);
    t.hasResource("AWS::DynamoDB::Table", {
      Properties: Match.objectLike({ DeletionProtectionEnabled: false }),
      DeletionPolicy: "Delete",
    });
  });

  it("builds keys, every GSI with its projection (ALL, or INCLUDE of the search attributes for GSI4) and the TTL from the table definition, with a generated name", () => {
    const t = template(montar().data);
    const [, tabela] = unico(t, "AWS::DynamoDB::Table");
    expect(tabela.Properties?.TableName).toBeUndefined();
    expect(tabela.Properties?.KeySchema).toEqual([
      { AttributeName: TABELA.pk, KeyType: "HASH" },
      { AttributeName: TABELA.sk, KeyType: "RANGE" },
    ]);
    expect(tabela.Properties?.TimeToLiveSpecification).toEqual({ AttributeName: TABELA.ttl, Enabled: true });
    expect(tabela.Properties?.GlobalSecondaryIndexes).toEqual(
      TABELA.indices.map((i) => ({
        IndexName: i.nome,
        KeySchema: [
          { AttributeName: i.pk, KeyType: "HASH" },
          { AttributeName: i.sk, KeyType: "RANGE" },
        ],
        Projection: i.projecao === "ALL" ? { ProjectionType: "ALL" } : { ProjectionType: "INCLUDE", NonKeyAttributes: [...i.projecao] },
      })),
    );
    // The contracts list's filter index stays narrow: a contract's HTML document must never be copied into it.
    expect(TABELA.indices.find((i) => i.nome === "GSI4")?.projecao).toEqual(["busca", "status_contrato"]);
  });

  it("keeps the documents bucket private, encrypted and SSL-only", () => {
    const t = template(montar("prod").data);
    t.hasResourceProperties("AWS::S3::Bucket", {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: "AES256" } }] },
    });
    t.hasResourceProperties("AWS::S3::BucketPolicy", {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: "Deny", Condition: { Bool: { "aws:SecureTransport": "false" } } }),
        ]),
      },
    });
    t.hasResource("AWS::S3::Bucket", { DeletionPolicy: "Retain" });
  });

  // Issue 28 item 6: an overwritten or deleted slip or contract can be brought back for 90 days,
  // and every access to the documents is logged (cdk-nag S1) into a bucket that expires them.
  it("versions the documents in prod, expires old versions after 90 days and logs every access", () => {
    const t = template(montar("prod").data);
    const buckets = recursos(t, "AWS::S3::Bucket");
    const documentos = buckets.find(([id]) => id.startsWith("Documentos"))![1].Properties!;
    expect(documentos.VersioningConfiguration).toEqual({ Status: "Enabled" });
    expect((documentos.LifecycleConfiguration as { Rules: unknown[] }).Rules).toEqual(
      expect.arrayContaining([expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: 90 }, Status: "Enabled" })]),
    );
    const [logsId, logs] = buckets.find(([id]) => id.startsWith("LogsAcesso"))!;
    expect(documentos.LoggingConfiguration).toEqual({ DestinationBucketName: { Ref: logsId }, LogFilePrefix: "documentos/" });
    expect((logs.Properties?.LifecycleConfiguration as { Rules: unknown[] }).Rules).toEqual([
      expect.objectContaining({ ExpirationInDays: AMBIENTES.prod.retencaoLogs, Status: "Enabled" }),
    ]);
    expect(logs.DeletionPolicy).toBe("Retain");
  });
});
