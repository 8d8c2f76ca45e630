/**
 * A private bucket that receives access logs (S3 server access logs, CloudFront standard logs),
 * kept as long as the environment keeps its log groups (config.retencaoLogs) and then expired.
 * cdk-nag S1/CFR3: the documents and the site record who read what.
 */
import { Duration, RemovalPolicy, Validations } from "aws-cdk-lib";
import type { RetentionDays } from "aws-cdk-lib/aws-logs";
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from "aws-cdk-lib/aws-s3";
import type { Construct } from "constructs";

export interface BucketLogsProps {
  remocao: RemovalPolicy;
  retencao: RetentionDays;
  /**
   * CloudFront's standard logs are written with an ACL (bucket-owner-full-control): that bucket
   * needs ACLs enabled, owned by the bucket owner (CloudFront developer guide, "Standard logging").
   */
  aclsParaCloudFront?: boolean;
}

export function bucketDeLogs(escopo: Construct, id: string, props: BucketLogsProps): Bucket {
  const bucket = new Bucket(escopo, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    objectOwnership: props.aclsParaCloudFront ? ObjectOwnership.BUCKET_OWNER_PREFERRED : ObjectOwnership.BUCKET_OWNER_ENFORCED,
    // SSE-S3: S3 server access logging cannot deliver to a bucket encrypted with a KMS key.
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    // RetentionDays values are day counts (INFINITE is 9999: kept ~27 years).
    lifecycleRules: [{ expiration: Duration.days(props.retencao) }],
    removalPolicy: props.remocao,
    autoDeleteObjects: props.remocao === RemovalPolicy.DESTROY,
  });
  Validations.of(bucket).acknowledge({
    id: "AwsSolutions-S1",
    reason: "This is the access-log bucket: logging it too would add a log object for every log delivery (S3 User Guide, server access logging: do not log a bucket into itself).",
  });
  return bucket;
}
