import { withPayload } from '../core/delivery/delivery-payload.js';
import type { Simulate, SimulateResult } from '../core/events/simulate/types.js';
import type { DeliveryFields } from '../core/wire.js';
import type { ControlCall } from './control-fetch.js';

/** The answer as sent: deliveries without `payload` (a getter the client adds). */
type SimulateAnswer = Omit<SimulateResult, 'deliveries'> & { deliveries: DeliveryFields[] };

/**
 * `simulate` of a remote mock: each action POSTs its options to `/simulate/{action}`; the server
 * checks them and answers what `mock.simulate.<action>` resolves to in process.
 */
export function remoteSimulate(call: ControlCall): Simulate {
  const post = (action: keyof Simulate) => async (options: object) => {
    const answer = await call<SimulateAnswer>('POST', `/simulate/${action}`, options);
    return { ...answer, deliveries: answer.deliveries.map(withPayload) };
  };
  return {
    push: post('push'),
    createBranch: post('createBranch'),
    deleteBranch: post('deleteBranch'),
    createTag: post('createTag'),
    deleteTag: post('deleteTag'),
    openIssue: post('openIssue'),
    editIssue: post('editIssue'),
    closeIssue: post('closeIssue'),
    reopenIssue: post('reopenIssue'),
    comment: post('comment'),
    openPullRequest: post('openPullRequest'),
    mergePullRequest: post('mergePullRequest'),
    closePullRequest: post('closePullRequest'),
    reopenPullRequest: post('reopenPullRequest'),
    review: post('review'),
    requestReview: post('requestReview'),
    setLabels: post('setLabels'),
    setMilestone: post('setMilestone'),
    publishRelease: post('publishRelease'),
    updateRelease: post('updateRelease'),
    deleteRelease: post('deleteRelease'),
    fork: post('fork'),
    createRepository: post('createRepository'),
    deleteRepository: post('deleteRepository'),
    installApp: post('installApp'),
    addRepositoriesToInstallation: post('addRepositoriesToInstallation'),
  };
}
