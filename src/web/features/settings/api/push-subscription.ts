import { pushPublicKeySchema } from '../../../../shared/schemas/push';
import { apiRequest, requestJson } from '@/lib/api';

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export const PUSH_CHANGE_FAILED = 'Failed to change notifications';

function supported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!supported()) return undefined;
  return navigator.serviceWorker.getRegistration();
}

/** Whether this browser receives notifications from the app. */
export async function pushState(): Promise<PushState> {
  const reg = await registration();
  if (!reg) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return (await reg.pushManager.getSubscription()) ? 'on' : 'off';
}

/** Asks for permission, subscribes with the server's VAPID key and hands the subscription to the server. */
export async function turnOnPush(): Promise<PushState> {
  const reg = await registration();
  if (!reg) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const { publicKey } = await requestJson('GET', '/api/push/public-key', pushPublicKeySchema);
  const subscription = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
  const json = subscription.toJSON();
  await apiRequest('POST', '/api/push/subscriptions', { endpoint: json.endpoint, keys: json.keys });
  return 'on';
}

export async function turnOffPush(): Promise<PushState> {
  const reg = await registration();
  const subscription = await reg?.pushManager.getSubscription();
  if (subscription) {
    await apiRequest('DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint }).catch(() => undefined);
    await subscription.unsubscribe();
  }
  return 'off';
}
