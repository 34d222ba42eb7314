// npm run vapid-keys: a new VAPID key pair for web push, as the lines to put in the environment.
import webPush from 'web-push';
import { runCli } from './cli-support.ts';

runCli(async () => {
  const { publicKey, privateKey } = webPush.generateVAPIDKeys();
  console.log(
    '# Web push reminders: put these in the environment of every instance (keep the private key secret;\n' +
      '# a new pair makes browsers subscribe again).\n' +
      `VAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_KEY=${privateKey}\n` +
      '# VAPID_SUBJECT=mailto:contact@example.ro',
  );
});
