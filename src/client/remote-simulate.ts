import type { Simulate, SimulateResult } from '../core/events/simulate/types.js';
import type { ControlCall } from './control-fetch.js';

/**
 * `simulate` of a remote mock: each action POSTs its options to `/simulate/{action}`; the server
 * checks them and answers what `mock.simulate.<action>` resolves to in process.
 */
export function remoteSimulate(call: ControlCall): Simulate {
  const post = (action: keyof Simulate) => (options: object) =>
    call<SimulateResult>('POST', `/simulate/${action}`, options);
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
