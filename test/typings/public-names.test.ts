// The root entry's public names, pinned: `src/index.ts` lists every export by name, and this test
// reads them through the TypeScript checker (values and types alike). Adding or removing a public
// name is a deliberate diff of the list below.
import ts from 'typescript';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PUBLIC_NAMES = [
  'ActionOf',
  'ActionRunPayload',
  'CheckReceiverOptions',
  'CoreRequest',
  'CoreResponse',
  'CreatePayload',
  'Database',
  'DeletePayload',
  'Delivery',
  'DeliveryEventType',
  'DeliveryLog',
  'DeliveryOutcome',
  'DeliveryStatus',
  'EmitName',
  'EmitOptions',
  'EmitResult',
  'EventName',
  'FaultRule',
  'FaultRuleInput',
  'Faults',
  'FetchHandler',
  'FetchReceiver',
  'FlavorName',
  'GuidSeed',
  'ForkPayload',
  'HookMock',
  'HookMockError',
  'HookMockOptions',
  'HookScope',
  'IssueCommentPayload',
  'IssuePayload',
  'JournalEntry',
  'Label',
  'Milestone',
  'NotFired',
  'NotFiredCode',
  'PackagePayload',
  'PayloadCommit',
  'PayloadOf',
  'PingAttempt',
  'PingLog',
  'Product',
  'PullRequestPayload',
  'PushPayload',
  'ReceiverCaseName',
  'ReceiverCaseResult',
  'ReceiverReport',
  'ReleasePayload',
  'Repository',
  'RepositoryPayload',
  'RequestJournal',
  'Scenario',
  'ScenarioError',
  'Simulate',
  'SimulateResult',
  'SimulatedReceiver',
  'StatusPayload',
  'Transport',
  'User',
  'WikiPayload',
  'WorkflowJobPayload',
  'WorkflowRunPayload',
  'builtinScenarios',
  'checkReceiver',
  'createHookMock',
  'defineScenario',
  'openApiDocument',
  'parseScenario',
  'verifySignature',
  'isDeliveryOf',
  'DeliveryFields',
  'DeliveryPayload',
  'PayloadFlavor',
];

function exportedNames(file: string): string[] {
  const program = ts.createProgram([file], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const module = source && checker.getSymbolAtLocation(source);
  if (!module) throw new Error(`no module symbol for ${file}`);
  return checker.getExportsOfModule(module).map((symbol) => symbol.name);
}

describe('the public surface of `hookmock`', () => {
  it('exports exactly the pinned names', () => {
    const names = exportedNames(fileURLToPath(new URL('../../src/index.ts', import.meta.url)));
    expect([...names].sort()).toEqual([...PUBLIC_NAMES].sort());
  });

  it('names every export: no `export *` can make a name public without a decision', async () => {
    const { readFile } = await import('node:fs/promises');
    const text = await readFile(new URL('../../src/index.ts', import.meta.url), 'utf8');
    expect(text).not.toMatch(/export (type )?\*/);
  });
});
