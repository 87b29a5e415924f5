/** Test helpers of the content remote (jest only): its exposed routes rendered as the host mounts them. */
import { remoteRouteRenderer } from '@casino/shared/testing';
import { NAMESPACE } from './namespace';

export { mockApi, testSession } from '@casino/shared/testing';
export const renderRemoteRoute = remoteRouteRenderer(NAMESPACE, () => import('../exposes/routes'));
