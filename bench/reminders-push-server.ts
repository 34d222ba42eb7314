// The local push service of the reminders bench, in a process of its own (forked by reminders.bench.ts), so the
// CPU it spends checking VAPID tokens and decrypting is not counted as the server's. It answers 'stats' messages.
import { startPushService } from '../src/server/test/push-service.ts';

const push = await startPushService({
  vapidPublicKey: process.env.VAPID_PUBLIC_KEY ?? '',
  record: false,
  decryptEvery: Number(process.env.DECRYPT_EVERY ?? 50),
});
process.on('message', (msg: { type: string }) => {
  if (msg.type === 'stats') {
    process.send?.({
      type: 'stats',
      accepted: push.accepted(),
      refused: push.refused.length,
      firstRefusal: push.refused[0] ?? null,
      cpu: process.cpuUsage(),
    });
  }
  if (msg.type === 'stop') void push.close().then(() => process.exit(0));
});
process.send?.({ type: 'ready', origin: push.origin, shared: push.shared.keys });
