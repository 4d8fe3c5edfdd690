import type { DeliveryDialect } from '../../contract/delivery-dialect.js';
import { BASE_DELIVERY } from '../../contract/delivery-dialect.js';
import type { PayloadDialect } from '../../contract/payload-dialect.js';
import { GITEA_CONVERTERS } from './converters/converter-dialect.js';
import { converterOf } from './converters/index.js';

/** Forgejo's structs. */
const FORGEJO_PAYLOADS: PayloadDialect = {
  userPronouns: true,
  placeholderEmail: 'name',
  issueTimeEstimate: false,
  contentVersion: false,
  pullUrl: 'api',
  pullNoAssignees: 'null',
  pullFlow: true,
  changesLabelLists: false,
  releaseArchiveFields: true,
  packageOrganization: false,
  commentReviewsListReviewer: false,
  orgFediverseCreatorName: true,
  workflowsDir: '.gitea/workflows',
  repository: {
    parent: 'always',
    branchCount: false,
    codeAndProjectsMode: false,
    wikiDetails: true,
    manualMerge: false,
    defaultUpdateStyle: true,
    repoTransfer: true,
    noTopics: 'null',
    licenses: false,
  },
};

/** Gitea 1.26: the base row as it is (docs/behaviour.md §7–§10, docs/deliveries.md). */
export const GITEA_DELIVERY: DeliveryDialect = { ...BASE_DELIVERY, convert: converterOf(GITEA_CONVERTERS) };

/** The documented contract: Gitea's payloads as is to every hook type, v1 JSON, names as stored. */
export const SPEC_DELIVERY: DeliveryDialect = {
  ...BASE_DELIVERY,
  nativeTypes: 'every',
  json: 'v1-escaped',
  groupSubscriptions: true,
};

/** Forgejo v17: its structs, converters, branch filter and refs (docs/deliveries.md). */
export const FORGEJO_DELIVERY: DeliveryDialect = {
  ...BASE_DELIVERY,
  shape: 'forgejo',
  payload: FORGEJO_PAYLOADS,
  nativeTypes: new Set(['forgejo', 'gitea', 'gogs']),
  json: 'v1-escaped',
  headerlessTypes: new Set(['matrix', 'packagist', 'sourcehut_builds']),
  missingActions: new Set(['issues.deleted', 'pull_request.deleted']),
  emptyEventHeader: new Set(['package']),
  groupSubscriptions: false,
  branchFilter: 'branches-only',
  pushCommitLimit: 15,
  createDeleteRef: 'full',
  shortRefTypes: new Set(['gitea']),
  testUnknownRef: 'not-found',
  baseBranchDeleted: 'close',
  convert: converterOf({
    msteams: 'adaptive-card',
    feishu: 'v1',
    dingtalk: 'action-card',
    discord: 'compact',
    slack: 'plain',
    telegram: 'plain',
    packagistUrl: 'always',
    metaError: 'handler',
  }),
  deliveryTimeoutMs: 5000,
  largeBodyBytes: 1024 * 1024,
};
